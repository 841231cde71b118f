import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingOverlay } from '../components/loading-overlay';
import { GuestOnly } from './guards/guest-only';
import { RequireSession } from './guards/require-session';
import { paths } from './paths';

// Every screen and the signed-in shell load lazily, so the login route never downloads the shell, news, etc.
const LoginScreen = lazy(() => import('./screens/auth/login-page').then((m) => ({ default: m.LoginScreen })));
const ForgotPasswordScreen = lazy(() => import('./screens/auth/forgot-password-screen').then((m) => ({ default: m.ForgotPasswordScreen })));
const PasswordResetScreen = lazy(() => import('./screens/auth/password-reset-screen').then((m) => ({ default: m.PasswordResetScreen })));
const EmailConfirmScreen = lazy(() => import('./screens/auth/email-confirm-screen').then((m) => ({ default: m.EmailConfirmScreen })));
const ImpersonateScreen = lazy(() => import('./screens/auth/impersonate-screen').then((m) => ({ default: m.ImpersonateScreen })));
const StandaloneNotFoundScreen = lazy(() => import('./screens/public/not-found-screen').then((m) => ({ default: m.StandaloneNotFoundScreen })));
const NotFoundScreen = lazy(() => import('./screens/public/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));
const ShellLayout = lazy(() => import('./layouts/signed-in-layout').then((m) => ({ default: m.ShellLayout })));
const HomeScreen = lazy(() => import('./screens/home/home-page').then((m) => ({ default: m.HomeScreen })));
const NewsListScreen = lazy(() => import('./screens/news/news-screens').then((m) => ({ default: m.NewsListScreen })));
const NewsDetailScreen = lazy(() => import('./screens/news/news-screens').then((m) => ({ default: m.NewsDetailScreen })));
const ContentScreen = lazy(() => import('./screens/news/content-screen').then((m) => ({ default: m.ContentScreen })));
const GoogleOpenAuthorizationScreen = lazy(() => import('./screens/settings/open-authorization-screens').then((m) => ({ default: m.GoogleOpenAuthorizationScreen })));
const YahooOpenAuthorizationScreen = lazy(() => import('./screens/settings/open-authorization-screens').then((m) => ({ default: m.YahooOpenAuthorizationScreen })));
const BusinessLinkageCompletionScreen = lazy(() =>
  import('./screens/settings/business-linkage-completion-screen').then((m) => ({ default: m.BusinessLinkageCompletionScreen })),
);
const SettingsHomeScreen = lazy(() => import('./screens/settings/settings-home-screen').then((m) => ({ default: m.SettingsHomeScreen })));
const SettingsAccountScreen = lazy(() => import('./screens/settings/settings-account-screen').then((m) => ({ default: m.SettingsAccountScreen })));
const SettingsBusinessScreen = lazy(() => import('./screens/settings/settings-business-screen').then((m) => ({ default: m.SettingsBusinessScreen })));
const ReviewInboxScreen = lazy(() => import('./screens/review/review-inbox-screen').then((m) => ({ default: m.ReviewInboxScreen })));
const ReviewTemplatesScreen = lazy(() => import('./screens/review/review-templates-screen').then((m) => ({ default: m.ReviewTemplatesScreen })));
const PostTemplatesScreen = lazy(() => import('./screens/posts/post-templates-screen').then((m) => ({ default: m.PostTemplatesScreen })));
const InstagramSettingsScreen = lazy(() => import('./screens/posts/instagram-settings-screen').then((m) => ({ default: m.InstagramSettingsScreen })));
const InstagramCreateScreen = lazy(() => import('./screens/posts/instagram-editor-screens').then((m) => ({ default: m.InstagramCreateScreen })));
const InstagramEditScreen = lazy(() => import('./screens/posts/instagram-editor-screens').then((m) => ({ default: m.InstagramEditScreen })));
const PostEditorScreen = lazy(() => import('./screens/posts/post-editor-screen').then((m) => ({ default: m.PostEditorScreen })));
const PostSettingsScreen = lazy(() => import('./screens/posts/post-settings-screen').then((m) => ({ default: m.PostSettingsScreen })));
const PostHistoriesScreen = lazy(() => import('./screens/posts/post-histories-screen').then((m) => ({ default: m.PostHistoriesScreen })));
const PostHistoryDetailScreen = lazy(() => import('./screens/posts/post-history-detail-screen').then((m) => ({ default: m.PostHistoryDetailScreen })));
const MediaPostsScreen = lazy(() => import('./screens/media/media-posts-screen').then((m) => ({ default: m.MediaPostsScreen })));
const MediaCreateScreen = lazy(() => import('./screens/media/media-create-screen').then((m) => ({ default: m.MediaCreateScreen })));
const MediaHistoryScreen = lazy(() => import('./screens/media/media-history-screen').then((m) => ({ default: m.MediaHistoryScreen })));
const ReviewAutoReplyScreen = lazy(() => import('./screens/review/review-auto-reply-screen').then((m) => ({ default: m.ReviewAutoReplyScreen })));
const ReviewQrScreen = lazy(() => import('./screens/review/review-qr-screen').then((m) => ({ default: m.ReviewQrScreen })));
const ReviewCouponScreen = lazy(() => import('./screens/review/review-coupon-screen').then((m) => ({ default: m.ReviewCouponScreen })));
const CouponReviewScreen = lazy(() => import('./screens/public/coupon-public-screens').then((m) => ({ default: m.CouponReviewScreen })));
const CouponScreen = lazy(() => import('./screens/public/coupon-public-screens').then((m) => ({ default: m.CouponScreen })));
const SupportImpersonationScreen = lazy(() => import('./screens/support/support-screens').then((m) => ({ default: m.SupportImpersonationScreen })));
const SupportAuditLogsScreen = lazy(() => import('./screens/support/support-screens').then((m) => ({ default: m.SupportAuditLogsScreen })));
const SettingsAlertsScreen = lazy(() => import('./screens/settings/settings-alerts-screen').then((m) => ({ default: m.SettingsAlertsScreen })));
const SettingsManagementScreen = lazy(() => import('./screens/settings/settings-management-screen').then((m) => ({ default: m.SettingsManagementScreen })));
const BusinessMenuScreen = lazy(() => import('./screens/business/menu/business-menu-screen').then((m) => ({ default: m.BusinessMenuScreen })));
const BusinessServiceScreen = lazy(() => import('./screens/business/service/business-service-screen').then((m) => ({ default: m.BusinessServiceScreen })));
const BusinessListingsScreen = lazy(() => import('./screens/business/listings/business-listings-screen').then((m) => ({ default: m.BusinessListingsScreen })));
const BusinessUpdateScreen = lazy(() => import('./screens/business/update/business-update-screen').then((m) => ({ default: m.BusinessUpdateScreen })));
const BusinessBulkUpdateScreen = lazy(() => import('./screens/business/bulk/business-bulk-screens').then((m) => ({ default: m.BusinessBulkUpdateScreen })));
const BusinessBulkUpdateAllScreen = lazy(() => import('./screens/business/bulk/business-bulk-screens').then((m) => ({ default: m.BusinessBulkUpdateAllScreen })));
const BusinessSettingAllScreen = lazy(() => import('./screens/business/settings/business-setting-all-screen').then((m) => ({ default: m.BusinessSettingAllScreen })));
const CreateYahooScreen = lazy(() => import('./screens/business/create-yahoo/create-yahoo-screen').then((m) => ({ default: m.CreateYahooScreen })));
const RankingHistoryScreen = lazy(() => import('./screens/ranking/history/ranking-history-screen').then((m) => ({ default: m.RankingHistoryScreen })));
const RankingSettingsScreen = lazy(() => import('./screens/ranking/settings/ranking-settings-screen').then((m) => ({ default: m.RankingSettingsScreen })));
const RankingScreenshotScreen = lazy(() => import('./screens/ranking/screenshot/ranking-screenshot-screen').then((m) => ({ default: m.RankingScreenshotScreen })));
const KeywordRankScreen = lazy(() => import('./screens/keyword/keyword-rank-screen').then((m) => ({ default: m.KeywordRankScreen })));
const KeywordResultScreen = lazy(() => import('./screens/keyword/keyword-result-screen').then((m) => ({ default: m.KeywordResultScreen })));
const DashboardScreen = lazy(() => import('./screens/dashboard/dashboard-screen').then((m) => ({ default: m.DashboardScreen })));
const InsightPerformanceScreen = lazy(() => import('./screens/insight/performance/insight-performance-screen').then((m) => ({ default: m.InsightPerformanceScreen })));
const AccessAnalysisScreen = lazy(() => import('./screens/insight/access/access-analysis-screen').then((m) => ({ default: m.AccessAnalysisScreen })));
const SearchQueryScreen = lazy(() => import('./screens/insight/search-query/search-query-screen').then((m) => ({ default: m.SearchQueryScreen })));
const InsightDownloadScreen = lazy(() => import('./screens/insight/download/insight-download-screen').then((m) => ({ default: m.InsightDownloadScreen })));
const KeywordScreenshotScreen = lazy(() => import('./screens/keyword/keyword-screenshot-screen').then((m) => ({ default: m.KeywordScreenshotScreen })));
const MapHomeScreen = lazy(() => import('./screens/map/map-home-screen').then((m) => ({ default: m.MapHomeScreen })));
const MapWidgetsScreen = lazy(() => import('./screens/map/map-widgets-screen').then((m) => ({ default: m.MapWidgetsScreen })));
const MapWidgetCreateScreen = lazy(() => import('./screens/map/map-widget-editor-screen').then((m) => ({ default: m.MapWidgetCreateScreen })));
const MapWidgetEditScreen = lazy(() => import('./screens/map/map-widget-editor-screen').then((m) => ({ default: m.MapWidgetEditScreen })));

export const AppRoutes = () => (
  <Suspense fallback={<LoadingOverlay />}>
    <Routes>
      <Route path={paths.impersonate} element={<ImpersonateScreen />} />
      <Route path="/impersonate/*" element={<StandaloneNotFoundScreen />} />
      <Route path={paths.openAuthorization} element={<GoogleOpenAuthorizationScreen />} />
      <Route path={paths.yahooOpenAuthorization} element={<YahooOpenAuthorizationScreen />} />
      <Route path={paths.businessLinkageCompletion} element={<BusinessLinkageCompletionScreen />} />
      <Route path={paths.couponReview} element={<CouponReviewScreen />} />
      <Route path={paths.coupon} element={<CouponScreen />} />
      <Route path={paths.emailConfirm} element={<EmailConfirmScreen />} />
      <Route element={<GuestOnly />}>
        <Route path={paths.login} element={<LoginScreen ownership="allgrow" />} />
        <Route path={paths.userLogin} element={<LoginScreen ownership="partner" />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordScreen ownership="allgrow" />} />
        <Route path={paths.userForgotPassword} element={<ForgotPasswordScreen ownership="partner" />} />
        <Route path={paths.passwordReset} element={<PasswordResetScreen ownership="allgrow" />} />
        <Route path={paths.userPasswordReset} element={<PasswordResetScreen ownership="partner" />} />
      </Route>
      <Route element={<RequireSession />}>
        <Route element={<ShellLayout />}>
          <Route index element={<HomeScreen />} />
          <Route path={paths.news} element={<NewsListScreen />} />
          <Route path={paths.newsDetail} element={<NewsDetailScreen />} />
          <Route path={paths.info} element={<ContentScreen slug="info" />} />
          <Route path={paths.manual} element={<ContentScreen slug="manual" />} />
          <Route path={paths.settings} element={<SettingsHomeScreen />} />
          <Route path={paths.settingsBusiness} element={<SettingsBusinessScreen />} />
          <Route path={paths.settingsAccount} element={<SettingsAccountScreen />} />
          <Route path={paths.settingsManagement} element={<SettingsManagementScreen />} />
          <Route path={paths.settingsAlerts} element={<SettingsAlertsScreen />} />
          <Route path={paths.review} element={<ReviewInboxScreen />} />
          <Route path={paths.dashboard} element={<DashboardScreen />} />
          <Route path={paths.insight} element={<InsightPerformanceScreen />} />
          <Route path={paths.insightAccessAnalysis} element={<AccessAnalysisScreen />} />
          <Route path={paths.insightSearchQuery} element={<SearchQueryScreen />} />
          <Route path={paths.insightReport} element={<InsightDownloadScreen />} />
          <Route path={paths.ranking} element={<RankingHistoryScreen />} />
          <Route path={paths.rankingSettings} element={<RankingSettingsScreen />} />
          <Route path={paths.rankingScreenshot} element={<RankingScreenshotScreen />} />
          <Route path={paths.keyword} element={<KeywordRankScreen />} />
          <Route path={paths.keywordResult} element={<KeywordResultScreen />} />
          <Route path={paths.keywordResultScreenshot} element={<KeywordScreenshotScreen />} />
          <Route path={paths.reviewTemplates} element={<ReviewTemplatesScreen />} />
          <Route path={paths.reviewAutoReply} element={<ReviewAutoReplyScreen />} />
          <Route path={paths.reviewQr} element={<ReviewQrScreen />} />
          <Route path={paths.reviewCoupon} element={<ReviewCouponScreen />} />
          <Route path={paths.postTemplates} element={<PostTemplatesScreen />} />
          <Route path={paths.postInstagram} element={<InstagramSettingsScreen />} />
          <Route path={paths.postInstagramCreate} element={<InstagramCreateScreen />} />
          <Route path={paths.postInstagramEdit} element={<InstagramEditScreen />} />
          <Route path={paths.postCreate} element={<PostEditorScreen />} />
          <Route path={paths.postEdit} element={<PostEditorScreen />} />
          <Route path={paths.posts} element={<PostSettingsScreen />} />
          <Route path={paths.postHistories} element={<PostHistoriesScreen />} />
          <Route path={paths.postHistoryDetail} element={<PostHistoryDetailScreen />} />
          <Route path={paths.media} element={<MediaPostsScreen />} />
          <Route path={paths.mediaCreate} element={<MediaCreateScreen />} />
          <Route path={paths.mediaHistory} element={<MediaHistoryScreen />} />
          <Route path={paths.supportImpersonation} element={<SupportImpersonationScreen />} />
          <Route path={paths.supportAuditLogs} element={<SupportAuditLogsScreen />} />
          <Route path={paths.businessMenu} element={<BusinessMenuScreen />} />
          <Route path={paths.businessService} element={<BusinessServiceScreen />} />
          <Route path={paths.business} element={<BusinessListingsScreen />} />
          <Route path={paths.businessUpdateOne} element={<BusinessUpdateScreen />} />
          <Route path={paths.businessUpdate} element={<BusinessBulkUpdateScreen />} />
          <Route path={paths.businessUpdateAll} element={<BusinessBulkUpdateAllScreen />} />
          <Route path={paths.businessSettingAll} element={<BusinessSettingAllScreen />} />
          <Route path={paths.businessCreateYahoo} element={<CreateYahooScreen />} />
          <Route path={paths.mapTool} element={<MapHomeScreen />} />
          <Route path={paths.mapToolReview} element={<MapWidgetsScreen kind="review" />} />
          <Route path={paths.mapToolReviewCreate} element={<MapWidgetCreateScreen kind="review" />} />
          <Route path={paths.mapToolReviewEdit} element={<MapWidgetEditScreen kind="review" />} />
          <Route path={paths.mapToolPost} element={<MapWidgetsScreen kind="post" />} />
          <Route path={paths.mapToolPostCreate} element={<MapWidgetCreateScreen kind="post" />} />
          <Route path={paths.mapToolPostEdit} element={<MapWidgetEditScreen kind="post" />} />
          <Route path={paths.mapToolPicture} element={<MapWidgetsScreen kind="picture" />} />
          <Route path={paths.mapToolPictureCreate} element={<MapWidgetCreateScreen kind="picture" />} />
          <Route path={paths.mapToolPictureEdit} element={<MapWidgetEditScreen kind="picture" />} />
          {/* Every other signed-in path, including the menu screens not built yet. */}
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
      </Route>
    </Routes>
  </Suspense>
);

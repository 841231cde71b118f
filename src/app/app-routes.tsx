import { Suspense, type ReactElement } from 'react';
import { createRoutesFromChildren, matchRoutes, Route, Routes, type RouteObject } from 'react-router-dom';
import { nextTask } from '../shared/scheduling/next-task';
import { FirstPaintRelease, RouteFallback } from './first-paint/first-paint';
import { GuestOnly } from './guards/guest-only';
import { RequireSession } from './guards/require-session';
import { lazyScreen } from './lazy-screen';
import { paths } from './paths';

// Every screen and the signed-in shell load lazily, so the login route never downloads the shell, news, etc.
const LoginScreen = lazyScreen(() => import('./screens/auth/login-page').then((m) => m.LoginScreen));
const ForgotPasswordScreen = lazyScreen(() => import('./screens/auth/forgot-password-screen').then((m) => m.ForgotPasswordScreen));
const PasswordResetScreen = lazyScreen(() => import('./screens/auth/password-reset-screen').then((m) => m.PasswordResetScreen));
const EmailConfirmScreen = lazyScreen(() => import('./screens/auth/email-confirm-screen').then((m) => m.EmailConfirmScreen));
const ImpersonateScreen = lazyScreen(() => import('./screens/auth/impersonate-screen').then((m) => m.ImpersonateScreen));
const StandaloneNotFoundScreen = lazyScreen(() => import('./screens/public/not-found-screen').then((m) => m.StandaloneNotFoundScreen));
const NotFoundScreen = lazyScreen(() => import('./screens/public/not-found-screen').then((m) => m.NotFoundScreen));
const ShellLayout = lazyScreen(() => import('./layouts/signed-in-layout').then((m) => m.ShellLayout));
const HomeScreen = lazyScreen(() => import('./screens/home/home-page').then((m) => m.HomeScreen));
const NewsListScreen = lazyScreen(() => import('./screens/news/news-screens').then((m) => m.NewsListScreen));
const NewsDetailScreen = lazyScreen(() => import('./screens/news/news-screens').then((m) => m.NewsDetailScreen));
const ContentScreen = lazyScreen(() => import('./screens/news/content-screen').then((m) => m.ContentScreen));
const GoogleOpenAuthorizationScreen = lazyScreen(() => import('./screens/settings/open-authorization-screens').then((m) => m.GoogleOpenAuthorizationScreen));
const YahooOpenAuthorizationScreen = lazyScreen(() => import('./screens/settings/open-authorization-screens').then((m) => m.YahooOpenAuthorizationScreen));
const BusinessLinkageCompletionScreen = lazyScreen(() => import('./screens/settings/business-linkage-completion-screen').then((m) => m.BusinessLinkageCompletionScreen));
const SettingsHomeScreen = lazyScreen(() => import('./screens/settings/settings-home-screen').then((m) => m.SettingsHomeScreen));
const SettingsAccountScreen = lazyScreen(() => import('./screens/settings/settings-account-screen').then((m) => m.SettingsAccountScreen));
const SettingsBusinessScreen = lazyScreen(() => import('./screens/settings/settings-business-screen').then((m) => m.SettingsBusinessScreen));
const ReviewInboxScreen = lazyScreen(() => import('./screens/review/review-inbox-screen').then((m) => m.ReviewInboxScreen));
const ReviewTemplatesScreen = lazyScreen(() => import('./screens/review/review-templates-screen').then((m) => m.ReviewTemplatesScreen));
const PostTemplatesScreen = lazyScreen(() => import('./screens/posts/post-templates-screen').then((m) => m.PostTemplatesScreen));
const InstagramSettingsScreen = lazyScreen(() => import('./screens/posts/instagram-settings-screen').then((m) => m.InstagramSettingsScreen));
const InstagramCreateScreen = lazyScreen(() => import('./screens/posts/instagram-editor-screens').then((m) => m.InstagramCreateScreen));
const InstagramEditScreen = lazyScreen(() => import('./screens/posts/instagram-editor-screens').then((m) => m.InstagramEditScreen));
const PostEditorScreen = lazyScreen(() => import('./screens/posts/post-editor-screen').then((m) => m.PostEditorScreen));
const PostSettingsScreen = lazyScreen(() => import('./screens/posts/post-settings-screen').then((m) => m.PostSettingsScreen));
const PostHistoriesScreen = lazyScreen(() => import('./screens/posts/post-histories-screen').then((m) => m.PostHistoriesScreen));
const PostHistoryDetailScreen = lazyScreen(() => import('./screens/posts/post-history-detail-screen').then((m) => m.PostHistoryDetailScreen));
const MediaPostsScreen = lazyScreen(() => import('./screens/media/media-posts-screen').then((m) => m.MediaPostsScreen));
const MediaCreateScreen = lazyScreen(() => import('./screens/media/media-create-screen').then((m) => m.MediaCreateScreen));
const MediaHistoryScreen = lazyScreen(() => import('./screens/media/media-history-screen').then((m) => m.MediaHistoryScreen));
const ReviewAutoReplyScreen = lazyScreen(() => import('./screens/review/review-auto-reply-screen').then((m) => m.ReviewAutoReplyScreen));
const ReviewQrScreen = lazyScreen(() => import('./screens/review/review-qr-screen').then((m) => m.ReviewQrScreen));
const ReviewCouponScreen = lazyScreen(() => import('./screens/review/review-coupon-screen').then((m) => m.ReviewCouponScreen));
const CouponReviewScreen = lazyScreen(() => import('./screens/public/coupon-public-screens').then((m) => m.CouponReviewScreen));
const CouponScreen = lazyScreen(() => import('./screens/public/coupon-public-screens').then((m) => m.CouponScreen));
const SupportImpersonationScreen = lazyScreen(() => import('./screens/support/support-screens').then((m) => m.SupportImpersonationScreen));
const SupportAuditLogsScreen = lazyScreen(() => import('./screens/support/support-screens').then((m) => m.SupportAuditLogsScreen));
const SettingsAlertsScreen = lazyScreen(() => import('./screens/settings/settings-alerts-screen').then((m) => m.SettingsAlertsScreen));
const SettingsManagementScreen = lazyScreen(() => import('./screens/settings/settings-management-screen').then((m) => m.SettingsManagementScreen));
const BusinessMenuScreen = lazyScreen(() => import('./screens/business/menu/business-menu-screen').then((m) => m.BusinessMenuScreen));
const BusinessServiceScreen = lazyScreen(() => import('./screens/business/service/business-service-screen').then((m) => m.BusinessServiceScreen));
const BusinessListingsScreen = lazyScreen(() => import('./screens/business/listings/business-listings-screen').then((m) => m.BusinessListingsScreen));
const BusinessUpdateScreen = lazyScreen(() => import('./screens/business/update/business-update-screen').then((m) => m.BusinessUpdateScreen));
const BusinessBulkUpdateScreen = lazyScreen(() => import('./screens/business/bulk/business-bulk-screens').then((m) => m.BusinessBulkUpdateScreen));
const BusinessBulkUpdateAllScreen = lazyScreen(() => import('./screens/business/bulk/business-bulk-screens').then((m) => m.BusinessBulkUpdateAllScreen));
const BusinessSettingAllScreen = lazyScreen(() => import('./screens/business/settings/business-setting-all-screen').then((m) => m.BusinessSettingAllScreen));
const CreateYahooScreen = lazyScreen(() => import('./screens/business/create-yahoo/create-yahoo-screen').then((m) => m.CreateYahooScreen));
const RankingHistoryScreen = lazyScreen(() => import('./screens/ranking/history/ranking-history-screen').then((m) => m.RankingHistoryScreen));
const RankingSettingsScreen = lazyScreen(() => import('./screens/ranking/settings/ranking-settings-screen').then((m) => m.RankingSettingsScreen));
const RankingScreenshotScreen = lazyScreen(() => import('./screens/ranking/screenshot/ranking-screenshot-screen').then((m) => m.RankingScreenshotScreen));
const KeywordRankScreen = lazyScreen(() => import('./screens/keyword/keyword-rank-screen').then((m) => m.KeywordRankScreen));
const KeywordResultScreen = lazyScreen(() => import('./screens/keyword/keyword-result-screen').then((m) => m.KeywordResultScreen));
const DashboardScreen = lazyScreen(() => import('./screens/dashboard/dashboard-screen').then((m) => m.DashboardScreen));
const InsightPerformanceScreen = lazyScreen(() => import('./screens/insight/performance/insight-performance-screen').then((m) => m.InsightPerformanceScreen));
const AccessAnalysisScreen = lazyScreen(() => import('./screens/insight/access/access-analysis-screen').then((m) => m.AccessAnalysisScreen));
const SearchQueryScreen = lazyScreen(() => import('./screens/insight/search-query/search-query-screen').then((m) => m.SearchQueryScreen));
const InsightDownloadScreen = lazyScreen(() => import('./screens/insight/download/insight-download-screen').then((m) => m.InsightDownloadScreen));
const KeywordScreenshotScreen = lazyScreen(() => import('./screens/keyword/keyword-screenshot-screen').then((m) => m.KeywordScreenshotScreen));
const MapHomeScreen = lazyScreen(() => import('./screens/map/map-home-screen').then((m) => m.MapHomeScreen));
const MapWidgetsScreen = lazyScreen(() => import('./screens/map/map-widgets-screen').then((m) => m.MapWidgetsScreen));
const MapWidgetCreateScreen = lazyScreen(() => import('./screens/map/map-widget-editor-screen').then((m) => m.MapWidgetCreateScreen));
const MapWidgetEditScreen = lazyScreen(() => import('./screens/map/map-widget-editor-screen').then((m) => m.MapWidgetEditScreen));

const routeTree = (
  <>
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
    <Route element={<RequireSession preload={preloadRoute} />}>
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
  </>
);

let routeObjects: RouteObject[] | null = null;

/**
 * Fetches the lazy chunks (layout and screen) the routes matching a path will render, without rendering them. In a
 * task of its own: Vite's preload helper adds a link per chunk the screen needs (30-odd for the review inbox), 20–30 ms
 * on a fast machine, and the guard asks from an effect that runs in the same task as its whole commit.
 */
export function preloadRoute(pathname: string) {
  void nextTask().then(() => {
    routeObjects ??= createRoutesFromChildren(routeTree);
    for (const match of matchRoutes(routeObjects, pathname) ?? []) {
      const screen = (match.route.element as ReactElement | undefined)?.type as { preload?: () => Promise<unknown> } | undefined;
      // A failed fetch is left to the route's own load, which shows the error where the screen would be.
      screen?.preload?.().catch(() => undefined);
    }
  });
}

export const AppRoutes = () => (
  <Suspense fallback={<RouteFallback />}>
    <FirstPaintRelease />
    <Routes>{routeTree}</Routes>
  </Suspense>
);

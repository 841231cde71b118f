import type { Ownership } from '../shared/access/access-rules';

export const paths = {
  home: '/',
  login: '/login',
  userLogin: '/user-login',
  forgotPassword: '/forgot-password',
  userForgotPassword: '/user-forgot-password',
  passwordReset: '/password-reset',
  userPasswordReset: '/user-password-reset',
  emailConfirm: '/email-confirm',
  news: '/news',
  newsDetail: '/news/:id',
  info: '/info',
  manual: '/manual',
  dashboard: '/dashboard',
  ranking: '/ranking',
  rankingSettings: '/ranking/settings',
  rankingScreenshot: '/ranking/screenshot',
  insight: '/insight',
  insightSearchQuery: '/insight/search-query',
  insightAccessAnalysis: '/insight/access-analysis',
  insightReport: '/insight/download',
  posts: '/posts/settings',
  postCreate: '/posts/settings/create',
  postEdit: '/posts/settings/:id',
  postHistories: '/posts/histories',
  postHistoryDetail: '/posts/histories/:id',
  postInstagram: '/posts/instagram',
  postInstagramCreate: '/posts/instagram/create-new',
  postInstagramEdit: '/posts/instagram/:id',
  postTemplates: '/posts/templates',
  media: '/media-posting',
  mediaHistory: '/media-posting/history',
  mediaCreate: '/media-posting/create',
  business: '/business',
  businessMenu: '/business/menu',
  businessService: '/business/service',
  businessUpdate: '/business/update',
  businessUpdateOne: '/business/update/:id',
  businessUpdateAll: '/business/update/all',
  businessSettingAll: '/business/update/setting-all',
  businessCreateYahoo: '/business/create/yahoo',
  mapTool: '/map',
  mapToolReview: '/map/review',
  mapToolPost: '/map/post',
  mapToolPicture: '/map/picture',
  mapToolReviewCreate: '/map/review/new',
  mapToolReviewEdit: '/map/review/:id',
  mapToolPostCreate: '/map/post/new',
  mapToolPostEdit: '/map/post/:id',
  mapToolPictureCreate: '/map/picture/new',
  mapToolPictureEdit: '/map/picture/:id',
  keyword: '/keyword',
  keywordResult: '/keyword/result/:id',
  keywordResultScreenshot: '/keyword/result/:id/screenshot',
  review: '/review',
  reviewTemplates: '/review/management',
  reviewAutoReply: '/review/auto-reply-setting',
  reviewQr: '/review/qr',
  reviewCoupon: '/review/coupon',
  settings: '/settings',
  settingsBusiness: '/settings/business',
  settingsAccount: '/settings/account',
  settingsManagement: '/settings/management',
  settingsAlerts: '/settings/alerts',
  supportImpersonation: '/support/impersonation',
  supportAuditLogs: '/support/audit-logs',
  impersonate: '/impersonate/:token',
  openAuthorization: '/open-authorization',
  yahooOpenAuthorization: '/yahoo-open-authorization',
  businessLinkageCompletion: '/business-linkage-completion',
  couponReview: '/coupon-review',
  coupon: '/coupon',
} as const;

export type AppPath = (typeof paths)[keyof typeof paths];

export const newsDetailPath = (id: number) => `/news/${id}`;
export const postEditPath = (id: number) => `/posts/settings/${id}`;
export const instagramEditPath = (id: number) => `/posts/instagram/${id}`;
export const businessUpdatePath = (storeId: number) => `/business/update/${storeId}`;
export const keywordResultPath = (measureId: number) => `/keyword/result/${measureId}`;
/** The snapshot of one measurement (result id) of a contracted keyword. */
export const keywordResultScreenshotPath = (measureId: number, resultId: number) => `/keyword/result/${measureId}/screenshot?result=${resultId}`;
/** The snapshot of one measurement (result id) from the ranking menu. */
export const rankingScreenshotPath = (resultId: number) => `/ranking/screenshot?result=${resultId}`;
export const postHistoryDetailPath = (id: number) => `/posts/histories/${id}`;
/** A widget kind's list, create and edit pages (MEO活用ツール / MAP活用ツール). */
export const mapWidgetListPath = (kind: 'review' | 'post' | 'picture') => `/map/${kind}`;
export const mapWidgetCreatePath = (kind: 'review' | 'post' | 'picture') => `/map/${kind}/new`;
export const mapWidgetEditPath = (kind: 'review' | 'post' | 'picture', id: number) => `/map/${kind}/${id}`;
export const loginPath = (ownership: Ownership) => (ownership === 'partner' ? paths.userLogin : paths.login);
export const forgotPasswordPath = (ownership: Ownership) => (ownership === 'partner' ? paths.userForgotPassword : paths.forgotPassword);
export const otherOwnership = (ownership: Ownership): Ownership => (ownership === 'partner' ? 'allgrow' : 'partner');

// Public pages never run the session or Yahoo checks.
export const publicPrefixes = [
  paths.openAuthorization,
  paths.yahooOpenAuthorization,
  paths.businessLinkageCompletion,
  paths.couponReview,
  paths.coupon,
  paths.emailConfirm,
  '/impersonate',
] as const;

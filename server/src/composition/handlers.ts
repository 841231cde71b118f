import { aiDraftHandlers } from '../modules/auto-reply/ai-draft.handlers';
import { autoReplyHandlers } from '../modules/auto-reply/auto-reply.handlers';
import { couponReviewsHandlers } from '../modules/coupon-reviews/coupon-reviews.handlers';
import { mediaPostingHandlers } from '../modules/media-posting/media-posting.handlers';
import { postTemplatesHandlers } from '../modules/post-templates/post-templates.handlers';
import { postsHandlers } from '../modules/posts/posts.handlers';
import { instagramHandlers } from '../modules/instagram/instagram.handlers';
import { businessMenusHandlers } from '../modules/business-menus/business-menus.handlers';
import { businessHandlers } from '../modules/business/business.handlers';
import { googleEditsHandlers } from '../modules/business/google-edits.handlers';
import { openGoogleEditOf } from '../modules/business/google-edits.repository';
import { googleEditReaders } from '../modules/business/listing.service';
import { replyTemplatesHandlers } from '../modules/reply-templates/reply-templates.handlers';
import { reviewQrHandlers } from '../modules/review-qr/review-qr.handlers';
import { reviewsHandlers } from '../modules/reviews/reviews.handlers';
import { translationHandlers } from '../modules/translation/translation.handlers';
import { auditHandlers } from '../modules/audit/audit.handlers';
import { authHandlers } from '../modules/auth/auth.handlers';
import { contentsHandlers } from '../modules/contents/contents.handlers';
import { exportsHandlers } from '../modules/exports/exports.handlers';
import { groupsHandlers } from '../modules/groups/groups.handlers';
import { localAccountsHandlers } from '../modules/local-accounts/local-accounts.handlers';
import { newsHandlers } from '../modules/news/news.handlers';
import { systemHandlers } from '../modules/system/system.handlers';
import { usersHandlers } from '../modules/users/users.handlers';
import { alertsHandlers } from '../modules/alerts/alerts.handlers';
import { mapToolHandlers } from '../modules/map-tool/map-tool.handlers';
import { realtimeHandlers } from '../realtime/realtime.handlers';
import { businessBulkHandlers } from '../modules/business/bulk-run.handlers';
import { measuresHandlers } from '../modules/ranking/measures.handlers';
import { rankHistoryHandlers } from '../modules/ranking/rank-history.handlers';
import { geoGridHandlers } from '../modules/ranking/geo-grid.handlers';
import { snapshotHandlers } from '../modules/ranking/snapshot.handlers';
import { measureNowHandlers } from '../modules/ranking/measure-now.handlers';
import { analysisHandlers } from '../modules/insight/analysis.handlers';
import { insightSyncHandlers } from '../modules/insight/insight-sync.handlers';
import { reportsHandlers } from '../modules/insight/reports.handlers';
import { searchQueryHandlers } from '../modules/insight/search-query.handlers';
import { dashboardHandlers } from '../modules/dashboard/dashboard.handlers';
import type { HandlerRegistry } from '../http/handler-types';
// Requests may run an export in process (tests, embedded mode), so the writers are installed with the handlers too.
import './export-writers';
import './account-groups';
import './alerts';

// The listing summaries show each store's open Google edit (the edit watch's reader).
if (!googleEditReaders.includes(openGoogleEditOf)) googleEditReaders.push(openGoogleEditOf);

// operationId → handler. The type demands every operation of the contract; a test checks there are no extras.
export const handlers: HandlerRegistry = {
  ...systemHandlers,
  ...authHandlers,
  ...usersHandlers,
  ...mapToolHandlers,
  ...newsHandlers,
  ...contentsHandlers,
  ...auditHandlers,
  ...localAccountsHandlers,
  ...groupsHandlers,
  ...exportsHandlers,
  ...realtimeHandlers,
  ...reviewsHandlers,
  ...aiDraftHandlers,
  ...replyTemplatesHandlers,
  ...translationHandlers,
  ...autoReplyHandlers,
  ...reviewQrHandlers,
  ...couponReviewsHandlers,
  ...mediaPostingHandlers,
  ...postTemplatesHandlers,
  ...postsHandlers,
  ...instagramHandlers,
  ...businessMenusHandlers,
  ...businessBulkHandlers,
  ...businessHandlers,
  ...googleEditsHandlers,
  ...rankHistoryHandlers,
  ...measuresHandlers,
  ...geoGridHandlers,
  ...snapshotHandlers,
  ...measureNowHandlers,
  ...analysisHandlers,
  ...insightSyncHandlers,
  ...searchQueryHandlers,
  ...reportsHandlers,
  ...dashboardHandlers,
  ...alertsHandlers,
};

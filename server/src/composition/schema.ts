// The one pg-core schema: drizzle-kit generates migrations from it and the client is typed by it.
export { companies, users } from '../tenancy/tenancy.table';
export { sessions, impersonationLinks, passwordResets, auditLogs } from '../modules/auth/auth.table';
export { news, newsReads } from '../modules/news/news.table';
export { contents } from '../modules/contents/contents.table';
export { mailOutbox } from '../mail/mail-outbox.table';
export { stores } from '../modules/stores/stores.table';
export { exportFiles } from '../modules/exports/exports.table';
export { providerConnections } from '../provider-access/provider-connections.table';
export { oauthStates, localAccounts } from '../modules/local-accounts/local-accounts.table';
export { accountGroups, accountGroupMembers } from '../modules/groups/groups.table';
export { reviews, reviewReplyIntents, reviewSyncStates } from '../modules/reviews/reviews.table';
export { replyManuscripts } from '../modules/reply-templates/reply-templates.table';
export { autoReplySettings, autoReplies } from '../modules/auto-reply/auto-reply.table';
export { reviewQrSettings } from '../modules/review-qr/review-qr.table';
export { couponCampaigns, couponIssues } from '../modules/coupon-reviews/coupon-reviews.table';

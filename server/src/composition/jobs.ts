import { sessionsPurgeJob } from '../modules/auth/auth.jobs';
import { exportsRunJob } from '../modules/exports/exports.jobs';
import { autoReplyJobs } from '../modules/auto-reply/auto-reply.jobs';
import { reviewReplyJob } from '../modules/reviews/review-reply.jobs';
import { reviewJobs } from '../modules/reviews/reviews.jobs';
import { postsJobs } from '../modules/posts/posts.jobs';
import { instagramCrosspostJob } from '../modules/instagram/instagram.jobs';
import { mediaPublishJob } from '../modules/media-posting/media-posting.jobs';
import { menuReflectJob } from '../modules/business-menus/business-menus.jobs';
import { businessReflectJob } from '../modules/business/listing-reflection.service';
import { googleEditWatchJob } from '../modules/business/google-edits.jobs';
import { businessBulkApplyJob } from '../modules/business/bulk-apply.jobs';
import { geoGridJob } from '../modules/ranking/geo-grid.jobs';
import { rankingJobs } from '../modules/ranking/measurement.jobs';
import { insightJobs } from '../modules/insight/insight-sync.jobs';
import { reportJobs } from '../modules/insight/reports.jobs';
import { alertsJobs } from '../modules/alerts/alerts.jobs';
import type { JobDefinition } from '../jobs/job-definition';
// The exports job runs every kind of data file, so the writers are installed wherever jobs or handlers are composed.
import './export-writers';
// Jobs raise alerts (failed posts, rank drops, Google edits), so the alerts raiser is installed wherever jobs run.
import './alerts';

export const jobRegistry: JobDefinition[] = [sessionsPurgeJob, exportsRunJob, ...reviewJobs, reviewReplyJob, ...autoReplyJobs, ...postsJobs, instagramCrosspostJob, mediaPublishJob, menuReflectJob, businessReflectJob, googleEditWatchJob, businessBulkApplyJob, geoGridJob, ...rankingJobs, ...insightJobs, ...reportJobs, ...alertsJobs];

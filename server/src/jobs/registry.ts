import { sessionsPurgeJob } from '../modules/auth/auth.jobs';
import { exportsRunJob } from '../modules/exports/exports.jobs';
import { autoReplyJobs } from '../modules/auto-reply/auto-reply.jobs';
import { reviewJobs } from '../modules/reviews/reviews.jobs';
import type { JobDefinition } from './job-definition';

export const jobRegistry: JobDefinition[] = [sessionsPurgeJob, exportsRunJob, ...reviewJobs, ...autoReplyJobs];

import { sessionsPurgeJob } from '../modules/auth/auth.jobs';
import { exportsRunJob } from '../modules/exports/exports.jobs';
import type { JobDefinition } from './job-definition';

export const jobRegistry: JobDefinition[] = [sessionsPurgeJob, exportsRunJob];

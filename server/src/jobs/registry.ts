import { sessionsPurgeJob } from '../modules/auth/auth.jobs';
import type { JobDefinition } from './job-definition';

export const jobRegistry: JobDefinition[] = [sessionsPurgeJob];

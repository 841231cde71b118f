import type { JobDefinition } from '../../jobs/job-definition';
import { watchGoogleEdits } from './google-edit-watch.service';

/**
 * Daily at 03:30 JST (18:30 UTC), and once when the workers start so a day missed while the server was down (or a
 * fresh demo) is caught up at once; a run finds an edit already recorded as the same edit. The dev route
 * POST /emulators/jobs/business.google-edit-watch runs it now.
 */
export const googleEditWatchJob: JobDefinition = {
  name: 'business.google-edit-watch',
  cron: '30 18 * * *',
  runAtStart: true,
  run: async (deps) => {
    await watchGoogleEdits(deps);
  },
};

import type { JobDefinition } from '../../jobs/job-definition';
import { alertsDeliverJob } from './alert-delivery.service';
import { sendDailyDigests } from './alert-digest.service';

export { alertsDeliverJob };

/** Every morning at 08:00 JST (23:00 UTC); the dev route POST /emulators/jobs/alerts.digest runs it now. */
export const alertsDigestJob: JobDefinition = {
  name: 'alerts.digest',
  cron: '0 23 * * *',
  run: async (deps) => {
    await sendDailyDigests(deps);
  },
};

export const alertsJobs: JobDefinition[] = [alertsDeliverJob, alertsDigestJob];

import type { JobDefinition } from '../../jobs/job-definition';
import { runReportDelivery } from './report-delivery';

/**
 * Hourly, so a schedule switched on after its day still goes out the same day (cron is UTC; the due day is Tokyo's).
 * Running at start catches a delivery missed while the process was down.
 */
export const reportDeliveryJob: JobDefinition = {
  name: 'insight.report-delivery',
  cron: '5 * * * *',
  runAtStart: true,
  run: (deps) => runReportDelivery(deps).then(() => undefined),
};

export const reportJobs: JobDefinition[] = [reportDeliveryJob];

import type { JobDefinition } from '../../jobs/job-definition';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { ALERTS_DELIVER_JOB } from './alert-channels';
import { deliverAlert, sweepDeliveries } from './alert-delivery.service';
import { sendDailyDigests } from './alert-digest.service';

const deliveryIdOf = idPayload('deliveryId');

// One delivery per job, sent when the event is recorded (or at its retry time); the minute sweep takes what nobody
// sent and claims a crashed worker left behind.
export const alertsDeliverJob = defineSweptJob({
  name: ALERTS_DELIVER_JOB,
  parse: deliveryIdOf,
  runOne: (deps, { deliveryId }) => deliverAlert(deps, deliveryId),
  sweep: sweepDeliveries,
});

/** Every morning at 08:00 JST (23:00 UTC); the dev route POST /emulators/jobs/alerts.digest runs it now. */
export const alertsDigestJob: JobDefinition = {
  name: 'alerts.digest',
  cron: '0 23 * * *',
  run: async (deps) => {
    await sendDailyDigests(deps);
  },
};

export const alertsJobs: JobDefinition[] = [alertsDeliverJob, alertsDigestJob];

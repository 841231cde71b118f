import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { publishMediaHistory, sweepMediaPublishes } from './media-publish.service';

export const MEDIA_PUBLISH_JOB = 'media.publish';
const historyIdOf = idPayload('historyId');

// Immediate posts are sent here store by store when created; scheduled ones, and any a dead worker left behind, are
// taken by the sweep every minute once due. Each store's row is claimed before it is published, so a job delivered
// twice publishes once.
export const mediaPublishJob = defineSweptJob({
  name: MEDIA_PUBLISH_JOB,
  parse: historyIdOf,
  runOne: (deps, { historyId }) => publishMediaHistory(deps, historyId),
  sweep: sweepMediaPublishes,
});

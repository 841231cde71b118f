import type { Deps } from '../../deps';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { runMeasurement, scheduleDueMeasurements, sweepMeasurements } from './measurement.service';

const resultIdOf = idPayload('resultId');
/** New rows in one schedule run from which the sweep is started at once instead of at the next minute. */
const BURST = 20;

/** One day's measurement of one measure; the sweep takes retries after their backoff and claims left behind. */
export const rankingMeasureJob = defineSweptJob({
  name: 'ranking.measure',
  parse: resultIdOf,
  runOne: (deps, { resultId }) => runMeasurement(deps, resultId),
  sweep: sweepMeasurements,
});

export const sendMeasurement = (deps: Pick<Deps, 'jobs' | 'logger'>) => (resultId: number) => rankingMeasureJob.send(deps, { resultId });

export const rankingJobs: JobDefinition[] = [
  {
    // Every minute and at start: measures whose time has come get today's row, each handed to ranking.measure.
    name: 'ranking.schedule',
    cron: '* * * * *',
    runAtStart: true,
    run: async (deps) => {
      const created = await scheduleDueMeasurements(deps, sendMeasurement(deps));
      // The workers take the sent jobs one at a time; a burst (a thousand measures at 09:00) is drained at once by the
      // sweep, which measures several rows side by side (each still claimed, so a sent job finds its row taken).
      if (created >= BURST) await deps.jobs.send(rankingMeasureJob.name, {}).catch((error: unknown) => deps.logger.warn({ err: error }, 'ranking sweep dispatch failed'));
    },
  },
  rankingMeasureJob,
];

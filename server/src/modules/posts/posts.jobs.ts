import type { Deps } from '../../deps';
import type { JobDefinition } from '../../jobs/job-definition';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { publishHistory, publishPendingHistories, refreshPostStates, scheduleDuePosts } from './post-publish.service';

const historyIdOf = idPayload('historyId');

/** One history (post × store × occurrence) sent to its provider; the sweep sends what nobody sent. */
export const postsPublishJob = defineSweptJob({
  name: 'posts.publish',
  parse: historyIdOf,
  runOne: (deps, { historyId }) => publishHistory(deps, historyId),
  sweep: publishPendingHistories,
});

export const sendPublish = (deps: Pick<Deps, 'jobs' | 'logger'>) => (historyId: number) => postsPublishJob.send(deps, { historyId });

export const postsJobs: JobDefinition[] = [
  {
    // Every minute and at start: due posts become histories, each handed to posts.publish.
    name: 'posts.schedule',
    cron: '* * * * *',
    runAtStart: true,
    run: async (deps) => {
      await scheduleDuePosts(deps, sendPublish(deps));
    },
  },
  postsPublishJob,
  {
    name: 'posts.refresh',
    cron: '* * * * *',
    run: async (deps) => {
      await refreshPostStates(deps);
    },
  },
];

import type { JobDefinition } from '../../jobs/job-definition';
import { sendPublish } from '../posts/posts.jobs';
import { crosspostAll } from './crosspost.service';

/**
 * Every five minutes and at start: new Instagram posts of every enabled setting become post histories, each handed
 * to posts.publish. Exactly once per post × store is kept by the crossposts' unique key, so overlapping runs (two
 * workers, a restart mid-run) add nothing twice.
 */
export const instagramCrosspostJob: JobDefinition = {
  name: 'instagram.crosspost',
  cron: '*/5 * * * *',
  runAtStart: true,
  run: async (deps) => {
    await crosspostAll(deps, sendPublish(deps));
  },
};

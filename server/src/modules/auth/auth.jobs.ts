import type { Deps } from '../../deps';
import type { JobDefinition } from '../../jobs/job-definition';
import { purgeDeadSessions } from './sessions.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes sessions and impersonation links that expired, were revoked or were used more than a day ago. */
export async function purgeSessions(deps: Pick<Deps, 'db' | 'clock' | 'logger'>): Promise<{ sessions: number; links: number }> {
  const before = new Date(deps.clock.now().getTime() - DAY_MS);
  const result = await purgeDeadSessions(deps.db, before);
  deps.logger.info(result, 'sessions.purge done');
  return result;
}

export const sessionsPurgeJob: JobDefinition = {
  name: 'sessions.purge',
  cron: '*/15 * * * *',
  run: (deps) => purgeSessions(deps).then(() => undefined),
};

import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Deps } from '../deps';
import type { JobDefinition } from './job-definition';
import { jobRegistry } from './registry';

export interface JobRunner {
  boss: PgBoss;
  /** Queues a run now (the same work the schedule does). */
  trigger(name: string, data?: object): Promise<string | null>;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  jobs?: JobDefinition[];
  /** Seconds between polls; tests shorten it. */
  pollingIntervalSeconds?: number;
  schedule?: boolean;
}

// pg-boss shares the application's database. On PGlite it goes through the same single connection
// (fromPglite + backend 'pglite'), so the worker polls gently and takes one job at a time: an eager worker
// would queue ahead of API queries on that one connection.
export async function startJobs(deps: Deps, options: StartJobsOptions = {}): Promise<JobRunner> {
  const jobs = options.jobs ?? jobRegistry;
  const embedded = deps.database.kind === 'pglite';
  const common: ConstructorOptions = { schema: 'pgboss', schedule: options.schedule ?? true, registerInstance: false };
  const boss =
    deps.database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(deps.database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: deps.database.connectionString, max: 4 });
  boss.on('error', (error: Error) => deps.logger.error({ err: error }, 'pg-boss error'));
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    if (job.cron && options.schedule !== false) await boss.schedule(job.name, job.cron);
    await boss.work(
      job.name,
      { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? (embedded ? 5 : 2) },
      async (batch) => {
        for (const item of batch) await job.run(deps, item.data);
      },
    );
  }
  // Request handlers (e.g. an export request) queue their work through deps.jobs from now on.
  deps.jobs.attach((name, data, options) => boss.send(name, data, options?.startAfter ? { startAfter: options.startAfter } : undefined));
  deps.logger.info({ jobs: jobs.map((j) => j.name), embedded }, 'job workers started');
  return {
    boss,
    trigger: (name, data) => boss.send(name, data ?? {}),
    stop: async () => {
      deps.jobs.attach(null);
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

import { PgBoss, fromPglite, type ConstructorOptions } from 'pg-boss';
import type { Deps } from '../deps';
import type { JobDefinition } from './job-definition';

export interface JobRunner {
  boss: PgBoss;
  /** Queues a run now (the same work the schedule does). */
  trigger(name: string, data?: object): Promise<string | null>;
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** The jobs to work; the application's list is composition/jobs.ts (this foundation never imports modules). */
  jobs: JobDefinition[];
  /** Seconds between polls; tests shorten it. */
  pollingIntervalSeconds?: number;
  schedule?: boolean;
}

// pg-boss shares the application's database. On PGlite it goes through the same single connection
// (fromPglite + backend 'pglite'), so the worker polls gently and takes one job at a time: an eager worker
// would queue ahead of API queries on that one connection.
const BATCH_SIZE = 5;

// pg-boss looks for due schedules every 30 s by default and hands them over through a queue polled every 5 s, so a
// per-minute job could start 40 s into its minute: posts planned for 10:00 would leave at 10:00:40, and a burst of
// 1,000 due posts (Google's 300 calls a minute make it a 200 s drain at best) would lose a fifth of its slack to
// the clock. A check every 5 s is one small UPDATE on the database.
const CRON_TIMING = { cronMonitorIntervalSeconds: 5, cronWorkerIntervalSeconds: 2 } as const;

function createBoss(deps: Deps, options: ConstructorOptions): PgBoss {
  const common: ConstructorOptions = { schema: 'pgboss', registerInstance: false, ...CRON_TIMING, ...options };
  const boss =
    deps.database.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(deps.database.pglite), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: deps.database.connectionString, max: options.max ?? 4 });
  boss.on('error', (error: Error) => deps.logger.error({ err: error }, 'pg-boss error'));
  return boss;
}

export interface JobSenderHandle {
  stop(): Promise<void>;
}

/**
 * ROLE=api: queues work for the worker processes without working any job, scheduling or maintaining the queue (the
 * workers do that). Without it a sync a person asks for would wait for the next per-minute sweep.
 */
export async function startJobSender(deps: Deps, options: Pick<StartJobsOptions, 'jobs'>): Promise<JobSenderHandle> {
  const boss = createBoss(deps, { schedule: false, supervise: false, max: 2 });
  await boss.start();
  // pg-boss refuses to send to a queue that does not exist yet: an API process may start before any worker.
  for (const job of options.jobs) await boss.createQueue(job.name);
  deps.jobs.attach((name, data, sendOptions) => boss.send(name, data, sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : undefined));
  return {
    stop: async () => {
      deps.jobs.attach(null);
      await boss.stop({ graceful: false, timeout: 5_000 });
    },
  };
}

export async function startJobs(deps: Deps, options: StartJobsOptions): Promise<JobRunner> {
  const { jobs } = options;
  const embedded = deps.database.kind === 'pglite';
  const boss = createBoss(deps, { schedule: options.schedule ?? true });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    if (job.cron && options.schedule !== false) await boss.schedule(job.name, job.cron);
  }
  // Attached before any worker runs: a job that queues follow-up work (the auto-reply planner queues each send)
  // must never find the queue detached, or that work would wait for the next sweep.
  deps.jobs.attach((name, data, options) => boss.send(name, data, options?.startAfter ? { startAfter: options.startAfter } : undefined));
  for (const job of jobs) {
    // pg-boss waits the polling interval after every fetch; a full batch fetches again at once (burstWhenBatchFull),
    // so a backlog (fifty automatic replies after one sync) drains back to back instead of one job per interval,
    // while an idle queue still polls gently.
    await boss.work(
      job.name,
      { batchSize: BATCH_SIZE, burstWhenBatchFull: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? (embedded ? 5 : 2) },
      async (batch) => {
        // One job's failure must not fail (and re-run) the others of its batch: it is failed alone, with pg-boss's
        // retry policy; the rest complete when this handler returns.
        for (const item of batch) {
          try {
            await job.run(deps, item.data);
          } catch (error) {
            if (batch.length === 1) throw error;
            deps.logger.error({ err: error, job: job.name, id: item.id }, 'job failed');
            await boss.fail(job.name, item.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      },
    );
  }
  if (options.schedule !== false) for (const job of jobs.filter((j) => j.runAtStart)) await boss.send(job.name, {});
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

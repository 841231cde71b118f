import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { closeDeps, createDeps, createLogger, type Deps } from './deps';
import { DataDirLockedError } from './db/lock';
import { seedDemo } from './db/seed-demo';
import { linkDemoProviders, queueDemoReviewSync } from './db/seed-demo-links';
import { demoCompetitorReader, seedDemoRanking } from './db/seed-demo-ranking';
import { jobRegistry } from './composition/jobs';
import { startJobSender, startJobs, type JobRunner, type JobSenderHandle } from './jobs/boss';

async function start(config: Config): Promise<void> {
  const logger = createLogger(config);
  let deps: Deps;
  try {
    deps = await createDeps(config, { logger });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      logger.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (config.role === 'worker') return runWorker(deps);
  if (config.seedDemo && (await seedDemo(deps.db, deps.clock))) logger.info('demo data seeded');
  const app = await buildApp(deps);
  await app.listen({ port: config.port, host: config.host });
  // The demo grants come from the in-process emulators' consent pages (they keep tokens in memory only), so they are
  // renewed once the server listens and before the workers start: no job may run with the previous start's grant.
  const demoCompanies = config.seedDemo
    ? await linkDemoProviders(deps).catch((error: unknown) => {
        logger.warn({ err: error }, 'demo provider links failed');
        return [];
      })
    : [];
  // The demo's rank history sits on the linked listings, so it is seeded once they are linked (only the first time).
  if (demoCompanies.length > 0) await seedDemoRanking(deps.db, deps.clock, demoCompetitorReader(deps)).catch((error: unknown) => logger.warn({ err: error }, 'demo rank history failed'));
  // Measured from the process's launch (performance.now() counts from it), module loading included.
  logger.info({ database: deps.database.kind, origin: config.publicOrigin }, `ready in ${Math.round(performance.now())} ms`);
  // The console is served before the workers start: nothing a first page needs waits for the queue's own start-up.
  const jobs: JobRunner | null = config.workers ? await startJobs(deps, { jobs: jobRegistry }) : null;
  // ROLE=api queues what people ask for (a sync, a bulk edit) for the worker processes at once.
  const sender: JobSenderHandle | null = config.role === 'api' ? await startJobSender(deps, { jobs: jobRegistry }) : null;
  await queueDemoReviewSync(deps, demoCompanies);
  if (jobs) logger.info(`workers started at ${Math.round(performance.now())} ms`);

  let stopping = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown timed out');
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      await app.close();
      await jobs?.stop();
      await sender?.stop();
      await closeDeps(deps);
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** ROLE=worker: the jobs only, no HTTP (the API processes serve it); stopped by SIGTERM or SIGINT. */
async function runWorker(deps: Deps): Promise<void> {
  const jobs = await startJobs(deps, { jobs: jobRegistry });
  deps.logger.info({ database: deps.database.kind }, `worker ready in ${Math.round(performance.now())} ms`);
  const stop = async (signal: string): Promise<void> => {
    deps.logger.info({ signal }, 'worker shutting down');
    setTimeout(() => process.exit(1), 20_000).unref();
    await jobs.stop();
    await closeDeps(deps);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

function main(): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  start(config).catch((error: unknown) => {
    createLogger(config).fatal({ err: error }, 'start-up failed');
    process.exit(1);
  });
}

main();

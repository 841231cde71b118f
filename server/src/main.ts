import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { createDeps, createLogger, type Deps } from './deps';
import { DataDirLockedError } from './db/lock';
import { seedDemo } from './db/seed-demo';
import { linkDemoProviders, queueDemoReviewSync } from './db/seed-demo-links';
import { demoCompetitorReader, seedDemoRanking } from './db/seed-demo-ranking';
import { jobRegistry } from './composition/jobs';
import { startJobs, type JobRunner } from './jobs/boss';

async function start(config: Config): Promise<void> {
  const startedAt = performance.now();
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
  const jobs: JobRunner | null = config.workers ? await startJobs(deps, { jobs: jobRegistry }) : null;
  await queueDemoReviewSync(deps, demoCompanies);
  logger.info({ database: deps.database.kind, origin: config.publicOrigin }, `ready in ${Math.round(performance.now() - startedAt)} ms`);

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
      await deps.broadcaster.close();
      await jobs?.stop();
      await deps.htmlRenderer.close();
      await deps.mail.close?.();
      await deps.database.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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

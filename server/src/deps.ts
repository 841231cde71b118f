import path from 'node:path';
import pino, { type Logger } from 'pino';
import { deriveKey, resolveAppSecret } from './app-secret';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, runMigrations, type Database, type Db } from './db/client';
import type { MailPort } from './mail/mail.port';
import { createOutboxMail } from './mail/outbox-mail';
import { createSmtpMail } from './mail/smtp-mail';
import { createTokenCipher, type TokenCipher } from './providers/shared/token-cipher';
import type { ListingProvider, ListingProviderName } from './providers/listing-provider';
import { createProviders, type Providers } from './providers/providers';
import { createGoogleLimiter, GOOGLE_SENDING_LIMITS } from './providers/registry';
import type { Redis } from 'ioredis';
import { googleLimiterOf, type GoogleLimits } from './providers/shared-limits';
import { chromiumExecutable, createChromiumRenderer } from './rendering/chromium-renderer';
import type { HtmlRenderer } from './rendering/html-renderer';
import { openCallJournal, type CallJournal } from './providers/shared/call-journal';
import { systemProviderClock } from './providers/shared/provider-clock';
import { createLocalBroadcaster, type Broadcaster } from './realtime/broadcaster';
import { createSessionCache, type InvalidationBus, type SessionCache } from './http/session-cache';
import type { FileStorage } from './storage/file-storage';
import { createLocalFileStorage } from './storage/local-file-storage';
import { createJobQueue, type JobQueue } from './jobs/job-queue';
import { createAlertPort, type AlertPort } from './notifications/alert-port';

export interface Deps {
  config: Config;
  db: Db;
  database: Database;
  clock: Clock;
  mail: MailPort;
  logger: Logger;
  /** The server's one secret (config or DATA_DIR/app-secret); derive per-purpose keys with deriveKey. */
  appSecret: string;
  /** Encrypts provider refresh tokens at rest. */
  tokenCipher: TokenCipher;
  broadcaster: Broadcaster;
  /** Exported files (local directory under config.storageDir). */
  storage: FileStorage;
  /** Queues pg-boss jobs from request handlers once the workers are attached (jobs/job-queue.ts). */
  jobs: JobQueue;
  /** Every provider adapter (real service or in-process emulator, by config). */
  providers: Providers;
  /** The Google and Yahoo adapters account linking drives (the same objects as providers.google / .yahoo). */
  listingProviders: Record<ListingProviderName, ListingProvider>;
  /** When this process built its dependencies: on the embedded database, claims older than this are a dead process's. */
  startedAt: Date;
  /** Our own pages to PNG (rank snapshots); `available` is false when no browser is installed. */
  htmlRenderer: HtmlRenderer;
  /** Raises alert events (low ratings, failed posts, …) for the users who subscribed to them. */
  alerts: AlertPort;
  /** Resolved sessions this process reuses; invalidations reach every process (http/session-cache.ts). */
  sessionCache: SessionCache;
  /** Where the Google / search quota is kept (shared by the processes on Redis or PostgreSQL); close on shutdown. */
  googleLimits: GoogleLimits;
  /** A command connection to REDIS_URL for the request rate limits and the provider quota, so every API process counts one budget; close on shutdown. */
  redis: Redis | null;
}

export const createLogger = (config: Pick<Config, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] });

export interface CreateDepsOptions {
  clock?: Clock;
  logger?: Logger;
  /** An already opened database (tests open a copy of the migrated template). */
  database?: Database;
  migrate?: boolean;
  broadcaster?: Broadcaster;
  storage?: FileStorage;
  /** How adapters reach providers; tests answer the in-process emulators through app.inject. */
  fetch?: typeof fetch;
  /** Tests pass a fake or unavailableRenderer; by default Chromium when installed (rendering/chromium-renderer.ts). */
  htmlRenderer?: HtmlRenderer;
}

/**
 * The Google limiter's memory across restarts, kept beside the embedded database this process opened and locked; a
 * database handed in (tests) or PostgreSQL (no data directory of its own) keeps the limiter in memory only.
 */
function googleCallJournal(config: Config, openedHere: boolean, database: Database, logger: Logger): CallJournal | undefined {
  if (!openedHere || database.kind !== 'pglite') return undefined;
  const retainMs = Math.max(...Object.values(GOOGLE_SENDING_LIMITS).map((limit) => limit.windowMs));
  return openCallJournal(path.join(config.dataDir, 'google-calls.journal'), {
    now: systemProviderClock.now(),
    retainMs,
    onError: (err) => logger.warn({ err }, 'the Google call journal could not be written'),
  });
}

// One process per data directory on PGlite, so invalidations only matter here; Redis or PostgreSQL reach the others.
// The Redis and PostgreSQL clients are loaded only when used: the embedded default starts without them.
async function invalidationBusOf(config: Config, database: Database, logger: Logger): Promise<InvalidationBus | undefined> {
  const onError = (err: unknown) => logger.warn({ err }, 'session invalidation channel error');
  if (!config.redisUrl && database.kind !== 'pg') return undefined;
  const { createPgInvalidationBus, createRedisInvalidationBus } = await import('./http/invalidation-bus');
  if (config.redisUrl) return createRedisInvalidationBus(config.redisUrl, onError);
  return database.kind === 'pg' ? createPgInvalidationBus(database.pool, database.connectionString, onError) : undefined;
}

// The rate-limit counters must answer quickly or not at all: a login must not hang on a Redis that went away.
async function redisOf(config: Config, logger: Logger): Promise<Redis | null> {
  if (!config.redisUrl) return null;
  const { Redis: RedisClient } = await import('ioredis');
  const client = new RedisClient(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 2_000, disconnectTimeout: 500 });
  client.on('error', (err: Error) => logger.warn({ err }, 'Redis (rate limits, provider quota) connection error'));
  return client;
}

async function broadcasterOf(config: Config, logger: Logger): Promise<Broadcaster> {
  if (!config.redisUrl) return createLocalBroadcaster();
  const { createRedisBroadcaster } = await import('./realtime/redis-broadcaster');
  return createRedisBroadcaster(config.redisUrl, {
    onInvalid: (raw) => logger.warn({ raw: raw.slice(0, 200) }, 'ignored a malformed realtime message'),
    onError: (err) => logger.warn({ err }, 'realtime Redis connection error'),
  });
}

// The composition root: everything the services need is built once here and passed down as one object.
export async function createDeps(config: Config, options: CreateDepsOptions = {}): Promise<Deps> {
  const logger = options.logger ?? createLogger(config);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    if (options.migrate !== false && config.migrate) await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const mail = config.smtpUrl ? createSmtpMail(config.smtpUrl, config.mailFrom) : createOutboxMail(database.db);
  const appSecret = resolveAppSecret(config);
  const tokenCipher = createTokenCipher({ key: deriveKey(appSecret, 'refresh-token-cipher').toString('base64') });
  // With REDIS_URL every process hears every export event and delivers it to its own sockets.
  const broadcaster = options.broadcaster ?? (await broadcasterOf(config, logger));
  const storage = options.storage ?? createLocalFileStorage(config.storageDir);
  const openedHere = options.database === undefined;
  const redis = await redisOf(config, logger);
  const googleLimits = await googleLimiterOf({
    config,
    database,
    openedHere,
    redis,
    clock: systemProviderClock,
    logger,
    inMemory: () => createGoogleLimiter(systemProviderClock, googleCallJournal(config, openedHere, database, logger)),
  });
  const providers = createProviders({
    config,
    fetch: options.fetch ?? globalThis.fetch,
    clock: systemProviderClock,
    tokenCipher,
    logger,
    googleLimiter: googleLimits.limiter,
  });
  const deps: Deps = {
    config,
    db: database.db,
    database,
    clock: options.clock ?? systemClock,
    mail,
    logger,
    appSecret,
    tokenCipher,
    broadcaster,
    storage,
    jobs: createJobQueue(),
    providers,
    listingProviders: { google: providers.google, yahoo: providers.yahoo },
    startedAt: (options.clock ?? systemClock).now(),
    htmlRenderer: options.htmlRenderer ?? createChromiumRenderer({ executablePath: chromiumExecutable(), logger }),
    alerts: createAlertPort(() => deps),
    sessionCache: createSessionCache({
      maxAgeMs: config.sessionCacheSeconds * 1000,
      maxEntries: 10_000,
      bus: await invalidationBusOf(config, database, logger),
      onBusError: (err) => logger.warn({ err }, 'a session invalidation could not be sent to the other processes'),
    }),
    googleLimits,
    redis,
  };
  return deps;
}

/**
 * Ends what createDeps opened, once nothing uses it any more (the HTTP server closed, the job runners stopped): the
 * realtime and invalidation channels, the quota store, Redis, the renderer, the mailer and, unless the caller keeps
 * it (a test dropping its own database), the database.
 */
export async function closeDeps(deps: Deps, options: { database?: boolean } = {}): Promise<void> {
  await deps.broadcaster.close();
  await deps.sessionCache.close();
  await deps.googleLimits.close();
  await deps.redis?.quit().catch(() => deps.redis?.disconnect());
  await deps.htmlRenderer.close();
  await deps.mail.close?.();
  if (options.database !== false) await deps.database.close();
}

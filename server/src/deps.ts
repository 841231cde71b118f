import pino, { type Logger } from 'pino';
import { deriveKey, resolveAppSecret } from './app-secret';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, runMigrations, type Database, type Db } from './db/client';
import type { MailPort } from './mail/mail.port';
import { createOutboxMail } from './mail/outbox-mail';
import { createSmtpMail } from './mail/smtp-mail';
import { createTokenCipher, type TokenCipher } from './providers/shared/token-cipher';
import { createLocalBroadcaster, type Broadcaster } from './realtime/broadcaster';

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
}

// The composition root: everything the services need is built once here and passed down as one object.
export async function createDeps(config: Config, options: CreateDepsOptions = {}): Promise<Deps> {
  const logger = options.logger ?? createLogger(config);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  try {
    if (options.migrate !== false) await runMigrations(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const mail = config.smtpUrl ? createSmtpMail(config.smtpUrl, config.mailFrom) : createOutboxMail(database.db);
  const appSecret = resolveAppSecret(config);
  const tokenCipher = createTokenCipher({ key: deriveKey(appSecret, 'refresh-token-cipher').toString('base64') });
  const broadcaster = options.broadcaster ?? createLocalBroadcaster();
  return { config, db: database.db, database, clock: options.clock ?? systemClock, mail, logger, appSecret, tokenCipher, broadcaster };
}

import pino, { type Logger } from 'pino';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, runMigrations, type Database, type Db } from './db/client';
import type { MailPort } from './mail/mail.port';
import { createOutboxMail } from './mail/outbox-mail';
import { createSmtpMail } from './mail/smtp-mail';

export interface Deps {
  config: Config;
  db: Db;
  database: Database;
  clock: Clock;
  mail: MailPort;
  logger: Logger;
}

export const createLogger = (config: Pick<Config, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'] });

export interface CreateDepsOptions {
  clock?: Clock;
  logger?: Logger;
  /** An already opened database (tests open a copy of the migrated template). */
  database?: Database;
  migrate?: boolean;
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
  return { config, db: database.db, database, clock: options.clock ?? systemClock, mail, logger };
}

import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { DomainError } from '../http/errors';
import { DataDirLockedError } from '../db/lock';
import { createImpersonationLink } from '../modules/auth/impersonation.service';
import { users } from '../tenancy/tenancy.table';
import { systemClock } from '../clock';

const usage = `使い方 / usage:
  npm run admin -- impersonate <email> [--by support@demo.example]
    代理ログイン用のワンタイムURLを発行します / prints a one-time impersonation URL`;

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};
const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(1);
};

async function impersonate(args: string[]): Promise<void> {
  const email = args.find((a) => !a.startsWith('--'));
  const byIndex = args.indexOf('--by');
  const by = byIndex >= 0 ? args[byIndex + 1] : 'support@demo.example';
  if (!email || !by) fail(usage);
  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `${error.message}\n` +
          'サーバーの起動中は、運営サポートでログインして POST /api/impersonate を呼び出してください。\n' +
          'While the server runs, sign in as support staff and call POST /api/impersonate { "email": "..." } instead.',
      );
    }
    throw error;
  }
  try {
    await runMigrations(database);
    const [actor] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.email, by), eq(users.userType, 'support'), isNull(users.deletedAt)))
      .limit(1);
    if (!actor) fail(`運営サポートのユーザー ${by} が見つかりません / no support user ${by}`);
    const link = await createImpersonationLink({ db: database.db, clock: systemClock, config }, actor.id, email ?? '');
    out(link.url);
    out(`有効期限 / expires: ${link.expires_at} (Asia/Tokyo)`);
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'impersonate') return impersonate(args);
  fail(usage);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof DomainError) fail(Object.values(error.fieldErrors ?? {}).flat().join('\n') || error.message);
  pino({ level: 'error' }).error({ err: error }, 'admin command failed');
  process.exit(1);
});

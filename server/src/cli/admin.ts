import { and, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { DomainError } from '../http/errors';
import { DataDirLockedError } from '../db/lock';
import { createImpersonationLink } from '../modules/auth/impersonation.service';
import { contractFlags, createCompany, CreateCompanyError } from './create-company';
import { users } from '../tenancy/tenancy.table';
import { systemClock } from '../clock';

const usage = `使い方 / usage:
  npm run admin -- impersonate <email> [--by support@demo.example]
    代理ログイン用のワンタイムURLを発行します / prints a one-time impersonation URL
  npm run admin -- create-company --name <会社名> --ownership allgrow|partner --email <メール> --user-name <氏名>
                  [--contracts all|<契約>,...] [--linkage <連携店舗数>] [--measures <順位計測数>] [--support]
    会社と最初のユーザーを作成し、パスワード設定用URL（72時間有効）を表示します
    / creates a company and its first user, and prints the link that sets the password (72 hours)
    契約 / contracts: ${contractFlags.join(', ')}`;

const out = (text: string): void => {
  process.stdout.write(`${text}\n`);
};
const fail = (text: string): never => {
  process.stderr.write(`${text}\n`);
  process.exit(1);
};

/** The database of this configuration, migrated; while the embedded database is in use by a running server, says what to do instead. */
async function openMigrated(config: Config, whileRunning: string): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(`${error.message}\n${whileRunning}`);
    throw error;
  }
  await runMigrations(database).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return database;
}

const option = (args: string[], name: string): string | undefined => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

async function impersonate(args: string[]): Promise<void> {
  const email = args.find((a) => !a.startsWith('--'));
  const by = option(args, '--by') ?? (args.includes('--by') ? undefined : 'support@demo.example');
  if (!email || !by) fail(usage);
  const config = loadConfig();
  const database = await openMigrated(
    config,
    'サーバーの起動中は、運営サポートでログインして POST /api/impersonate を呼び出してください。\n' +
      'While the server runs, sign in as support staff and call POST /api/impersonate { "email": "..." } instead.',
  );
  try {
    const [actor] = await database.db
      .select()
      .from(users)
      .where(and(eq(users.email, by ?? ''), eq(users.userType, 'support'), isNull(users.deletedAt)))
      .limit(1);
    if (!actor) fail(`運営サポートのユーザー ${by} が見つかりません / no support user ${by}`);
    const link = await createImpersonationLink({ db: database.db, clock: systemClock, config }, actor.id, email ?? '');
    out(link.url);
    out(`有効期限 / expires: ${link.expires_at} (Asia/Tokyo)`);
  } finally {
    await database.close();
  }
}

async function createCompanyCommand(args: string[]): Promise<void> {
  const config = loadConfig();
  const input = {
    name: option(args, '--name') ?? '',
    ownership: option(args, '--ownership') ?? '',
    email: option(args, '--email') ?? '',
    userName: option(args, '--user-name') ?? '',
    support: args.includes('--support'),
    contracts: (option(args, '--contracts') ?? '').split(',').map((flag) => flag.trim()).filter(Boolean),
    linkage: option(args, '--linkage') ?? '0',
    measures: option(args, '--measures') ?? '0',
  };
  // The embedded database serves one process: stop the server, run this, start it again.
  const database = await openMigrated(config, 'サーバーを停止してから実行してください / stop the server first (the embedded database serves one process)');
  try {
    const created = await createCompany({ db: database.db, clock: systemClock, config }, input);
    out(`会社ID / company id: ${created.companyId}`);
    out(`ユーザーID / user id: ${created.userId}`);
    out(`パスワード設定URL / set-password link (${created.expiresInHours}時間有効 / valid ${created.expiresInHours} h):`);
    out(created.url);
  } catch (error) {
    if (error instanceof CreateCompanyError) fail(`${error.message}\n\n${usage}`);
    throw error;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'impersonate') return impersonate(args);
  if (command === 'create-company') return createCompanyCommand(args);
  fail(usage);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) fail(error.message);
  if (error instanceof DomainError) fail(Object.values(error.fieldErrors ?? {}).flat().join('\n') || error.message);
  pino({ level: 'error' }).error({ err: error }, 'admin command failed');
  process.exit(1);
});

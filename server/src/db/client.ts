import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { acquireDirLock, type DirLock } from './lock';

// Untyped by the schema: the tables live in the modules (composed in composition/schema.ts), and the foundation below
// them cannot import them. Queries go through the table objects (select/insert), never the relational db.query API.
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close(): Promise<void> }
  | { kind: 'pg'; db: Db; pool: pg.Pool; connectionString: string; close(): Promise<void> };

export const migrationsFolder = (): string => path.resolve(process.cwd(), 'server/src/db/migrations');

export interface OpenOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** false only for a throwaway directory nobody else can know about (test copies). */
  lock?: boolean;
  /** How to start PGlite on a directory; the Jest harness loads PGlite outside its sandbox. */
  createPglite?: (dir: string) => Promise<PGlite>;
}

export const pgliteDir = (dataDir: string): string => path.join(dataDir, 'pglite');

/**
 * Creates the cluster of an empty PGlite directory (initdb) in a short-lived child process. PGlite runs initdb in a
 * WebAssembly instance of its own beside the server's, and a process does not hand that memory back: a first start
 * on the demo data peaked at 1.0 GB and stayed near 680 MB, against 500 MB for a restart on the same directory. The
 * child's memory goes back to the system when it exits, and the server then opens the directory as on a restart.
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = await PGlite.create(process.argv[1]); await db.close();`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, dir]);
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    // node-postgres is loaded only here: the embedded default never needs it to start.
    const [{ default: pgModule }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
    const pool = new pgModule.Pool({ connectionString: options.databaseUrl, max: 10 });
    // node-postgres emits 'error' when the server ends an idle pooled connection (restart, failover, an
    // administrator's terminate); the pool already drops that client, and without a listener the event would crash
    // the process. Queries in flight still reject to their callers.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool) as unknown as Db;
    return { kind: 'pg', db, pool, connectionString: options.databaseUrl, close: () => pool.end() };
  }
  const lock: DirLock | null = options.lock === false ? null : acquireDirLock(options.dataDir);
  try {
    const dir = pgliteDir(options.dataDir);
    // PGlite does not create parent folders of its data directory.
    fs.mkdirSync(dir, { recursive: true });
    await initPgliteDir(dir);
    const pglite = await (options.createPglite ?? ((d: string) => PGlite.create(d)))(dir);
    const db = drizzlePglite(pglite) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      pglite,
      close: async () => {
        try {
          await pglite.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

// Any fixed number works; it only has to be the same in every process of one database ('meomig' in ASCII).
const MIGRATION_LOCK = 0x6d656f6d6967;

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite(database.pglite), config);
    return;
  }
  const [{ drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator')]);
  // drizzle's migrator takes no lock of its own: processes started together would each try to create the same
  // tables. The session lock on one connection makes them take turns; the later ones find nothing left to apply.
  const holder = await database.pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(database.pool), config);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

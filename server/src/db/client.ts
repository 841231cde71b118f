import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
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

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') await migratePglite(drizzlePglite(database.pglite), config);
  else await migratePg(drizzlePg(database.pool), config);
}

import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { adminQuery } from '../testing/test-db';
import { openDatabase, runMigrations, type Database } from './client';

// Processes of a deployment started together each apply the migrations (MIGRATE=true): they must take turns, not
// race to create the same tables. Needs PostgreSQL (TEST_DATABASE_URL; CI runs the server suites on it).
const adminUrl = process.env.TEST_DATABASE_URL;

(adminUrl ? it : it.skip)('lets processes starting together migrate one database without stepping on each other', async () => {
  const name = `meo_test_migrate_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl ?? '', `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl ?? '');
  url.pathname = `/${name}`;
  const opened: Database[] = [];
  try {
    for (let i = 0; i < 3; i += 1) opened.push(await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }));
    await Promise.all(opened.map((database) => runMigrations(database)));
    const first = opened[0];
    if (first.kind !== 'pg') throw new Error('expected PostgreSQL');
    const applied = await first.pool.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    const expected = (await import('./migrations/meta/_journal.json')).entries.length;
    expect(Number(applied.rows[0].count)).toBe(expected);
  } finally {
    await Promise.all(opened.map((database) => database.close()));
    await adminQuery(adminUrl ?? '', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}, 60_000);

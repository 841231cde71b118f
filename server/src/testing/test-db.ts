import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, runMigrations, type Database } from '../db/client';
import { createPgliteOutsideSandbox } from './pglite-outside-sandbox';

export const TEMPLATE_ENV = 'MEO_TEST_TEMPLATE_DIR';

export interface TestDatabase {
  database: Database;
  dataDir: string;
  drop(): Promise<void>;
}

/** Runs one statement on the PostgreSQL admin connection (CREATE / DROP DATABASE for throwaway test databases). */
export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// PostgreSQL: one throwaway database per test file, created from the admin URL and migrated.
async function openPostgres(adminUrl: string): Promise<TestDatabase> {
  const name = `meo_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
  await runMigrations(database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-test-pg-'));
  return {
    database,
    dataDir,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// PGlite: creating a database costs seconds, so every file copies the migrated template made by global-setup.
async function openPgliteCopy(): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV];
  if (!template || !fs.existsSync(template)) throw new Error(`${TEMPLATE_ENV} is not set: run the server tests through Jest's server project`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-test-db-'));
  fs.cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ databaseUrl: null, dataDir, lock: false, createPglite: createPgliteOutsideSandbox });
  return {
    database,
    dataDir,
    drop: async () => {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const openTestDatabase = (): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  return adminUrl ? openPostgres(adminUrl) : openPgliteCopy();
};

/** Creates the migrated PGlite template (global-setup). */
export async function createTemplate(dataDir: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: null, dataDir, lock: false });
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
}

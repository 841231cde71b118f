// The insight bench's plumbing: a throwaway database (a PGlite temp dir, or a database created on the PostgreSQL
// server of DATABASE_URL and dropped afterwards), the real app on a free loopback port with the demo owner signed in,
// sequential timing from one client, and EXPLAIN of a query.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/src/app';
import { DEMO_PASSWORD, demoUsers } from '../server/src/db/seed-demo';
import type { Deps } from '../server/src/deps';
import { adminQuery } from '../server/src/testing/test-db';

export interface BenchDatabase {
  env: Record<string, string>;
  label: string;
  drop(): Promise<void>;
}

export async function openBenchDatabase(prefix: string): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { env: { DATA_DIR: dataDir }, label: 'PGlite', drop: async () => removeDir() };
  const name = `meo_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    label: `PostgreSQL (${name}, dropped afterwards)`,
    drop: async () => {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDir();
    },
  };
}

export interface Served {
  base: string;
  token: string;
  app: FastifyInstance;
}

export async function serveSignedIn(deps: Deps): Promise<Served> {
  const app = await buildApp(deps, { webRoot: '/nonexistent' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: demoUsers.owner.ownership }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  return { base, token, app };
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** Sequential requests from one client; the sorted times in ms (the body is read in full). */
export async function timeRequests(served: Served, url: string, count: number): Promise<{ times: number[]; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${served.base}${url}`, { headers: { authorization: `Bearer ${served.token}` } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${Buffer.from(body).toString().slice(0, 300)}`);
    times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  return { times: times.sort((a, b) => a - b), bytes };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a query, as the plan lines. */
export async function explain(deps: Deps, query: SQL): Promise<string[]> {
  const result = await deps.db.execute(sql`explain (analyze, buffers) ${query}`);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]);
}

/** Runs a bench to its end: exit 0 once it printed its figures, 1 with the error when something crashed. */
export function runBench(main: () => Promise<void>): void {
  main()
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}

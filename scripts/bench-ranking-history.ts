// Rank history bench (issue 12: "a year of daily ranks for 1,000 measures answers in well under a second"). A fresh
// embedded database is seeded with 1,000 measures × 365 done days in bulk SQL (generate_series), the real app listens
// on a free loopback port, and GET /api/map-rank-measurement/histories (50 rows, period year, unit day: 18,250 days a
// page) is timed against the auth-only floor GET /api/users/info, both sequential from one client.
//
//   npx tsx scripts/bench-ranking-history.ts                 (npm run bench:ranking prints the same line at its end)
//   BENCH_HISTORY_REQUESTS=50 npx tsx scripts/bench-ranking-history.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { DEMO_PASSWORD, demoUsers, seedDemo } from '../server/src/db/seed-demo';
import { createDeps, type Deps } from '../server/src/deps';

const MEASURES = Number(process.env.BENCH_HISTORY_MEASURES ?? 1_000);
const DAYS = 365;
const STORES = 20;
const REQUESTS = Number(process.env.BENCH_HISTORY_REQUESTS ?? 100);
const HISTORY_PATH = '/api/map-rank-measurement/histories?page_size=50&period=year&unit=day';
const FLOOR_PATH = '/api/users/info';
/** The first 20 result ids of a day (the history never reads them; they are there so rows have their real width). */
const IDS = `{${Array.from({ length: 20 }, (_, i) => `ChIJbench${String(i + 1).padStart(2, '0')}`).join(',')}}`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
const log = (line: string) => process.stderr.write(`  ${line}\n`);

/** The demo owner's company gets 20 linked stores with 50 measures each and a year of done days per measure. */
export async function seedHistory(deps: Deps): Promise<void> {
  const db = deps.db;
  const [owner] = rowsOf<{ company_id: number }>(await db.execute(sql`select company_id from users where email = ${demoUsers.owner.email}`));
  const companyId = owner.company_id;
  await db.execute(sql`update companies set measure_contract_count = ${MEASURES} where id = ${companyId}`);
  await db.execute(sql`
    with s as (
      insert into stores (company_id, store_code, name, prefecture, address)
      select ${companyId}, 'RB-' || lpad(g::text, 3, '0'), 'ベンチ店舗 ' || g, '東京都', '東京都渋谷区1-1' from generate_series(1, ${STORES}) g
      returning id, store_code, name)
    insert into local_accounts (company_id, provider, provider_location_id, store_id, title, store_code, address, status, linked_at)
    select ${companyId}, case when right(store_code, 1) in ('5', '0') then 'yahoo' else 'google' end, 'locations/rank-bench-' || id, id, name, store_code,
           '東京都渋谷区1-1', 'linked', now()
    from s`);
  await db.execute(sql`
    insert into rank_measures (company_id, local_account_id, store_id, provider, keyword, keyword_key, kind, status, point_kind, radius_m, measure_time, depth)
    select ${companyId}, a.id, a.store_id, a.provider, 'ベンチ キーワード' || k, 'ベンチ キーワード' || k, case when k % 10 = 0 then 'contract' else 'menu' end,
           'measuring', 'store', 3000, '09:00', case when a.provider = 'google' then 60 else 100 end
    from local_accounts a cross join generate_series(1, ${MEASURES / STORES}) k
    where a.company_id = ${companyId} and a.provider_location_id like 'locations/rank-bench-%'`);
  const started = performance.now();
  // A bulk load into a throwaway database: the secondary indexes are built once afterwards (from their own
  // definitions) and the per-row foreign-key triggers are skipped, as pg_restore does.
  const indexes = rowsOf<{ indexdef: string; indexname: string }>(
    await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'rank_results' and indexname <> 'rank_results_pkey'`),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));
  await db.execute(sql`set session_replication_role = replica`);
  // A wandering rank per measure, 圏外 about one day in 25 and 表示なし one in 200; today is left to the schedule.
  await db.execute(sql`
    insert into rank_results (company_id, measure_id, measured_on, status, attempts, send_after, outcome, rank, depth, result_count, result_ids,
                              snapshot_status, measured_at, device_profile)
    select ${companyId}, id, day, 'done', 1, day + time '09:00', outcome, case when outcome = 'ranked' then greatest(1, 1 + id % 15 + (d * 7 + id) % 5 - 2) end,
           depth, case when outcome = 'no_result' then 0 else depth end,
           case when outcome = 'no_result' then '{}'::text[] else ${IDS}::text[] end, 'missing', day + time '09:00', 'bench'
    from (select m.id, m.depth, d, (now() at time zone 'Asia/Tokyo')::date - d as day,
                 case when (m.id * 31 + d * 17) % 200 = 0 then 'no_result' when (m.id * 13 + d * 7) % 25 = 0 then 'out_of_range' else 'ranked' end as outcome
          from rank_measures m cross join generate_series(1, ${DAYS}) d
          where m.company_id = ${companyId}) s`);
  await db.execute(sql`set session_replication_role = origin`);
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  log(`inserted ${(MEASURES * DAYS).toLocaleString('en-US')} daily results in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await db.execute(sql`vacuum analyze rank_results`);
  await db.execute(sql`analyze rank_measures`);
}

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

async function timeRequests(base: string, token: string, paths: string[], count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${base}${paths[i % paths.length]}`, { headers: { authorization: `Bearer ${token}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${paths[i % paths.length]} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Seeds a fresh embedded database, times the history endpoint against the floor, and answers the summary line. */
export async function benchRankHistory(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meo-bench-rank-history-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), workers: false, seedDemo: false };
  const deps = await createDeps(config);
  try {
    const startedAt = performance.now();
    await seedDemo(deps.db, deps.clock);
    await seedHistory(deps);
    log(`database ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    const app = await buildApp(deps, { webRoot: '/nonexistent' });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = app.server.address();
      const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
      const login = await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ email: demoUsers.owner.email, password: DEMO_PASSWORD, ownership: demoUsers.owner.ownership }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      // Every page of the 1,000 measures in turn (20 pages of 50).
      const pages = Array.from({ length: MEASURES / 50 }, (_, i) => `${HISTORY_PATH}&page=${i + 1}`);
      const first = (await (await fetch(`${base}${pages[0]}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { points: unknown[] }[] };
      if (first.data.length !== 50 || first.data[0].points.length < DAYS) throw new Error('the history page did not answer 50 rows of a year');
      await timeRequests(base, token, [FLOOR_PATH], 20);
      await timeRequests(base, token, pages, 10);
      const floor = await timeRequests(base, token, [FLOOR_PATH], REQUESTS);
      const history = await timeRequests(base, token, pages, REQUESTS);
      const [h50, h99, f50, f99] = [percentile(history, 50), percentile(history, 99), percentile(floor, 50), percentile(floor, 99)];
      return `history_p50_ms=${h50.toFixed(1)} history_p99_ms=${h99.toFixed(1)} floor_p50_ms=${f50.toFixed(2)} ratio_p50=${(h50 / f50).toFixed(1)} ratio_p99=${(h99 / f99).toFixed(1)}`;
    } finally {
      await app.close();
    }
  } finally {
    await deps.broadcaster.close();
    await deps.htmlRenderer.close();
    await deps.database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchRankHistory()
    .then((line) => {
      process.stdout.write(`${line}\n`);
      process.exit(0);
    })
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}

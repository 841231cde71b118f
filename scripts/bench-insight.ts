// Insight bench (issue 13: "500 stores × 18 months of daily metrics; each analysis endpoint's p50 / p99 as a ratio to
// the auth-only floor, PGlite and, with DATABASE_URL, PostgreSQL, and the report generation time"). A fresh database is
// seeded in bulk SQL (bench-insight-seed.ts), the real app listens on a free port, and every performance and access
// group is timed with all stores selected over the full window, by month and by day, against GET /api/users/info.
//
//   npm run bench:insight                                                   PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:insight   PostgreSQL
//   BENCH_INSIGHT_REQUESTS=20 BENCH_INSIGHT_DAY_REQUESTS=5 BENCH_INSIGHT_STORES=500 npm run bench:insight
import { fullWindow } from '../src/shared/dates/periods';
import { ACCESS_GROUPS, PERFORMANCE_GROUPS } from '../src/shared/insight/insight-metrics';
import { loadConfig } from '../server/src/config';
import { seedDemo } from '../server/src/db/seed-demo';
import { createDeps, type Deps } from '../server/src/deps';
import type { ExportWriter } from '../server/src/modules/exports/export-writers';
import { previousRange } from '../server/src/modules/insight/analysis-range';
import { performancePlan } from '../server/src/modules/insight/analysis-sources';
import { dailySumsSql } from '../server/src/modules/insight/analysis.repository';
import { slashToIso } from '../server/src/modules/insight/insight-scope';
import { writeClientReport, writeInsightReport } from '../server/src/modules/insight/insight.export';
import { explain, openBenchDatabase, percentile, runBench, serveSignedIn, timeRequests, type Served } from './bench-insight-harness';
import { seedInsight, type SeededTenant } from './bench-insight-seed';

/** Requests per month-unit endpoint, and per day-unit one (a day series of 500 stores is a response of megabytes). */
const REQUESTS = Number(process.env.BENCH_INSIGHT_REQUESTS ?? 20);
const DAY_REQUESTS = Number(process.env.BENCH_INSIGHT_DAY_REQUESTS ?? 5);
const FLOOR_PATH = '/api/users/info';

const out = (line: string) => process.stdout.write(`${line}\n`);
const log = (line: string) => process.stderr.write(`  ${line}\n`);

interface Floor {
  p50: number;
  p99: number;
}

async function measureFloor(served: Served): Promise<Floor> {
  await timeRequests(served, FLOOR_PATH, 20);
  const { times } = await timeRequests(served, FLOOR_PATH, 200);
  const floor = { p50: percentile(times, 50), p99: percentile(times, 99) };
  out(`endpoint=floor(users/info) p50_ms=${floor.p50.toFixed(2)} p99_ms=${floor.p99.toFixed(2)}`);
  return floor;
}

async function measureEndpoints(served: Served, floor: Floor): Promise<void> {
  const endpoints = [
    ...PERFORMANCE_GROUPS.map((group) => ({ name: `performance/${group}`, path: `/api/performance-analysis/${group}` })),
    ...ACCESS_GROUPS.map((group) => ({ name: `access/${group}`, path: `/api/access-analysis/${group}` })),
  ];
  for (const unit of ['month', 'day'] as const) {
    const count = unit === 'month' ? REQUESTS : DAY_REQUESTS;
    for (const endpoint of endpoints) {
      // Without local_account_ids every linked store of the provider is selected; without a range, the full window.
      const url = `${endpoint.path}?unit=${unit}`;
      await timeRequests(served, url, 1);
      const { times, bytes } = await timeRequests(served, url, count);
      const [p50, p99] = [percentile(times, 50), percentile(times, 99)];
      out(
        `endpoint=${endpoint.name} unit=${unit} n=${count} p50_ms=${p50.toFixed(1)} p99_ms=${p99.toFixed(1)} ratio_p50=${(p50 / floor.p50).toFixed(1)} ratio_p99=${(p99 / floor.p99).toFixed(1)} kb=${(bytes / 1024).toFixed(0)}`,
      );
    }
  }
}

async function explainMainQuery(deps: Deps, tenant: SeededTenant): Promise<void> {
  const window = fullWindow(deps.clock.now());
  const query = dailySumsSql(performancePlan('impressions'), {
    companyId: tenant.companyId,
    accountIds: tenant.googleIds,
    range: { start: slashToIso(window.start), end: slashToIso(window.end) },
    previousStart: slashToIso(previousRange(window).start),
    unit: 'month',
  });
  const plan = await explain(deps, query);
  log(`EXPLAIN ANALYZE of performance/impressions (month, ${tenant.googleIds.length} stores, full window):`);
  for (const line of plan) log(`  ${line}`);
}

async function timeReport(deps: Deps, tenant: SeededTenant, name: string, writer: ExportWriter, format: 'xlsx' | 'pdf'): Promise<void> {
  const window = fullWindow(deps.clock.now());
  const params = { local_account_ids: tenant.googleIds.map((id) => `g_${id}`), start: window.start, end: window.end };
  const started = performance.now();
  try {
    const file = await writer(deps.db, { companyId: tenant.companyId, format, generatedAt: deps.clock.now(), params });
    out(`report=${name} ms=${(performance.now() - started).toFixed(0)} kb=${(file.byteLength / 1024).toFixed(0)}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    out(message === 'pending' ? `report=${name} pending` : `report=${name} failed: ${message}`);
  }
}

async function main(): Promise<void> {
  const database = await openBenchDatabase('meo-bench-insight');
  out(`insight bench on ${database.label}`);
  const config = { ...loadConfig({ ...database.env, LOG_LEVEL: 'warn' }), workers: false, seedDemo: false };
  const deps = await createDeps(config);
  try {
    const startedAt = performance.now();
    await seedDemo(deps.db, deps.clock);
    const tenant = await seedInsight(deps);
    log(`database ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    await explainMainQuery(deps, tenant);
    const served = await serveSignedIn(deps);
    try {
      const floor = await measureFloor(served);
      await measureEndpoints(served, floor);
    } finally {
      await served.app.close();
    }
    await timeReport(deps, tenant, 'insight_xlsx', writeInsightReport, 'xlsx');
    await timeReport(deps, tenant, 'client_pdf', writeClientReport, 'pdf');
  } finally {
    await deps.broadcaster.close();
    await deps.htmlRenderer.close();
    await deps.database.close();
    await database.drop();
  }
}

runBench(main);

import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Prometheus metrics through prom-client. The process-wide ones live in one registry made when this module loads
// (prom-client refuses a name registered twice); what reads a database is registered per app, since tests build
// several apps in one process.
export const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry, prefix: 'meo_' });

export const httpRequestDuration = new Histogram({
  name: 'meo_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
  registers: [processRegistry],
});

export const providerCalls = new Counter({
  name: 'meo_provider_calls_total',
  help: 'HTTP calls made to a provider (or its emulator), by provider and answered status (0: no answer).',
  labelNames: ['provider', 'status'] as const,
  registers: [processRegistry],
});

export const providerRateLimited = new Counter({
  name: 'meo_provider_rate_limited_total',
  help: 'Provider answers of 429 Too Many Requests, by provider.',
  labelNames: ['provider'] as const,
  registers: [processRegistry],
});

interface QueueRow {
  name: string;
  queued: number | string;
  active: number | string;
  oldest: number | string | null;
}

/**
 * The job queue's depth and the age of its oldest due job, read from pg-boss's table when scraped. A database whose
 * workers never started has no pgboss schema: the gauges are then left empty rather than failing the scrape.
 */
export function createAppRegistry(db: Db): Registry {
  const registry = new Registry();
  // prom-client collects the metrics of a scrape concurrently: the three gauges share one read per scrape.
  let reading: Promise<void> | null = null;
  const collect = async (): Promise<void> => {
    reading ??= read().finally(() => {
      reading = null;
    });
    await reading;
  };
  const queued = new Gauge({ name: 'meo_job_queue_depth', help: 'Jobs waiting to run (created or retrying), by queue.', labelNames: ['queue'] as const, registers: [registry], collect });
  const active = new Gauge({ name: 'meo_job_queue_active', help: 'Jobs a worker holds now, by queue.', labelNames: ['queue'] as const, registers: [registry], collect });
  const age = new Gauge({
    name: 'meo_job_queue_oldest_age_seconds',
    help: 'Age of the oldest job that is due and not started, by queue (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect,
  });
  async function read(): Promise<void> {
    let rows: QueueRow[];
    try {
      const result = await db.execute(sql`
        select name,
               count(*) filter (where state in ('created', 'retry')) as queued,
               count(*) filter (where state = 'active') as active,
               extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry') and start_after <= now())) as oldest
        from pgboss.job where state in ('created', 'retry', 'active') group by name`);
      rows = (result as { rows?: QueueRow[] }).rows ?? (result as unknown as QueueRow[]);
    } catch {
      return;
    }
    for (const gauge of [queued, active, age]) gauge.reset();
    for (const row of rows) {
      queued.set({ queue: row.name }, Number(row.queued));
      active.set({ queue: row.name }, Number(row.active));
      age.set({ queue: row.name }, row.oldest === null ? 0 : Number(row.oldest));
    }
  }
  return Registry.merge([processRegistry, registry]);
}

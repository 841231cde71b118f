import { startJobs } from '../jobs/boss';
import { sessionsPurgeJob } from '../modules/auth/auth.jobs';
import { createTestApp, type TestApp } from '../testing/test-app';

// What a load balancer and a Prometheus scraper see; none of it needs a session.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ configOverrides: { metricsToken: 'scrape-token-0123456789' } });
});
afterAll(async () => {
  await t.close();
});

it('answers liveness and readiness without a session, never cached', async () => {
  for (const [url, body] of [['/healthz', { status: 'ok' }], ['/readyz', { status: 'ready' }]] as const) {
    const res = await t.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(body);
    expect(res.headers['cache-control']).toBe('no-store');
  }
});

it('is not ready while it cannot hear the realtime fan-out (events other processes publish would be lost)', async () => {
  const { broadcaster } = t.deps;
  t.deps.broadcaster = { ...broadcaster, ready: () => Promise.reject(new Error('SUBSCRIBE refused')) };
  try {
    const res = await t.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not_ready', reason: 'realtime_not_subscribed' });
  } finally {
    t.deps.broadcaster = broadcaster;
  }
  expect((await t.inject({ url: '/readyz' })).statusCode).toBe(200);
});

it('opens the metrics only to the scraper\'s token, with request latency, provider calls and the job queue', async () => {
  expect((await t.inject({ url: '/metrics' })).statusCode).toBe(404);
  expect((await t.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(404);
  await t.inject({ url: '/api/users/info' });
  const runner = await startJobs(t.deps, { jobs: [sessionsPurgeJob], schedule: false, pollingIntervalSeconds: 60 });
  try {
    await runner.boss.send(sessionsPurgeJob.name, {}, { startAfter: 3600 });
    const res = await t.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-token-0123456789' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/meo_http_request_duration_seconds_count\{method="GET",route="\/api\/users\/info",status="401"\} [1-9]/u);
    expect(res.body).toContain('# TYPE meo_provider_calls_total counter');
    expect(res.body).toMatch(new RegExp(`meo_job_queue_depth\\{queue="${sessionsPurgeJob.name}"\\} 1`, 'u'));
    expect(res.body).toContain('meo_process_resident_memory_bytes');
  } finally {
    await runner.stop();
  }
});

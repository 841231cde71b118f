import { randomUUID } from 'node:crypto';
import { XHR } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Two API processes behind one load balancer: with REDIS_URL the login budget is counted once for both, so spreading
// guesses over the processes buys nothing. Runs where REDIS_URL is set (CI does).
const redisUrl = process.env.REDIS_URL;

(redisUrl ? it : it.skip)('counts login attempts of one address once across API processes', async () => {
  const processes: TestApp[] = [];
  try {
    for (let i = 0; i < 2; i += 1) processes.push(await createTestApp({ seed: false, configOverrides: { loginRateLimit: 4, redisUrl: redisUrl ?? null } }));
    // An address of its own: the counters outlive this run by a minute, and CI runs the suite twice.
    const email = `guess-${randomUUID()}@demo.example`;
    const attempt = (app: TestApp) => app.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email, password: 'wrong-password', ownership: 'allgrow' } });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(processes[i % 2])).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429]);
  } finally {
    await Promise.all(processes.map((app) => app.close()));
  }
}, 60_000);

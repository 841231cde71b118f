import { startJobs } from '../../jobs/boss';
import { loginAs } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sessions } from './auth.table';
import { purgeSessions, sessionsPurgeJob } from './auth.jobs';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('sessions.purge deletes sessions that expired or were revoked more than a day ago, and keeps live ones', async () => {
  const live = await loginAs(t, 'owner');
  const loggedOut = await loginAs(t, 'staff');
  await t.inject({ method: 'POST', url: '/api/logout', headers: loggedOut.headers });
  expect(await t.db.select().from(sessions)).toHaveLength(2);

  // Revoked just now: kept for a day (audit rows point at it).
  expect((await purgeSessions(t.deps)).sessions).toBe(0);
  t.clock.advance(86_400 + 60);
  expect((await purgeSessions(t.deps)).sessions).toBe(1);
  // The live one expired at 86,400 s and is purged a day after that.
  t.clock.advance(86_400);
  expect((await purgeSessions(t.deps)).sessions).toBe(1);
  expect(await t.db.select().from(sessions)).toHaveLength(0);
  expect(live.token).toBeTruthy();
});

it('pg-boss runs sessions.purge on the same database', async () => {
  await loginAs(t, 'partner');
  t.clock.advance(3 * 86_400);
  const runner = await startJobs(t.deps, { jobs: [sessionsPurgeJob], pollingIntervalSeconds: 0.5, schedule: false });
  try {
    await runner.trigger('sessions.purge');
    const deadline = Date.now() + 20_000;
    while ((await t.db.select().from(sessions)).length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await t.db.select().from(sessions)).toHaveLength(0);
  } finally {
    await runner.stop();
  }
}, 60_000);

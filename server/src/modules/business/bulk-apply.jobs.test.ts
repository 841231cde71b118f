import { eq } from 'drizzle-orm';
import type { SendOptions } from '../../jobs/job-queue';
import { loginAs } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { linkDemo } from '../reviews/reviews.testing';
import { businessBulkApplyJob } from './bulk-apply.jobs';
import { listingReflections } from './business-listings.table';

let t: TestApp;
const sent: { name: string; data: object; options?: SendOptions }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2027-03-01T00:00:00Z'));
  await linkDemo(t);
  // The workers' queue, recorded instead of run.
  t.deps.jobs.attach(async (name, data, options) => void sent.push({ name, data, options }));
});
afterAll(() => t.close());

it('applies a run, hands back each deferred reflection when its time comes and follows the run until it is sent', async () => {
  const owner = await loginAs(t, 'owner');
  const keys = (await t.inject({ url: '/api/local-accounts', headers: owner.headers })).json<{ data: { local_accounts: { local_account_id: string }[] } }>().data.local_accounts.map((a) => a.local_account_id);
  const applied = await t.inject({ method: 'POST', url: '/api/business/bulk', headers: owner.headers, payload: { scope: 'selected', local_accounts: keys.slice(0, 2), changes: { website: 'https://demo-foods.example.jp/bulk' } } });
  expect(applied.statusCode).toBe(200);
  const runId = applied.json<{ data: { id: number } }>().data.id;
  sent.length = 0;

  await businessBulkApplyJob.run(t.deps, { runId });
  const reflections = await t.db.select().from(listingReflections).where(eq(listingReflections.bulkRunId, runId));
  expect(reflections).toHaveLength(2);
  expect(sent.filter((s) => s.name === 'business.reflect').map((s) => s.data)).toEqual(reflections.map((r) => ({ reflectionId: r.id })));
  const follow = sent.find((s) => s.name === 'business.bulk-apply');
  expect(follow?.data).toEqual({ runId, follow: true });

  // One was refused by the limiter and deferred (its job spent) until a moment now past; the other is still sending.
  const now = t.clock.now();
  await t.db.update(listingReflections).set({ status: 'queued', attempts: 1, claimedAt: new Date(now.getTime() - 1000) }).where(eq(listingReflections.id, reflections[0].id));
  await t.db.update(listingReflections).set({ status: 'sending', attempts: 1 }).where(eq(listingReflections.id, reflections[1].id));
  sent.length = 0;
  await businessBulkApplyJob.run(t.deps, { runId, follow: true });
  expect(sent.filter((s) => s.name === 'business.reflect').map((s) => s.data)).toEqual([{ reflectionId: reflections[0].id }]);
  expect(sent.find((s) => s.name === 'business.bulk-apply')?.options?.startAfter).toEqual(new Date(now.getTime() + 5000));

  // Nothing left queued or being sent: the pacer stops.
  await t.db.update(listingReflections).set({ status: 'done' }).where(eq(listingReflections.bulkRunId, runId));
  sent.length = 0;
  await businessBulkApplyJob.run(t.deps, { runId, follow: true });
  expect(sent).toEqual([]);
});

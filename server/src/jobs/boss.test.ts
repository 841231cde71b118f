import { sessionsPurgeJob } from '../modules/auth/auth.jobs';
import { createTestApp, type TestApp } from '../testing/test-app';
import { startJobSender, startJobs } from './boss';

// ROLE=api queues work for the worker processes: what it sends waits in the queue for a worker, and nothing is
// worked or scheduled in the API process itself.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('queues a job from a process that works none, for a worker to take', async () => {
  expect(await t.deps.jobs.send(sessionsPurgeJob.name, {})).toBe(false);
  const sender = await startJobSender(t.deps, { jobs: [sessionsPurgeJob] });
  let queued: string[];
  try {
    expect(await t.deps.jobs.send(sessionsPurgeJob.name, { from: 'api' })).toBe(true);
    const runner = await startJobs(t.deps, { jobs: [sessionsPurgeJob], schedule: false, pollingIntervalSeconds: 60 });
    try {
      queued = (await runner.boss.findJobs<{ from?: string }>(sessionsPurgeJob.name)).map((job) => job.data.from ?? '');
    } finally {
      await runner.stop();
    }
  } finally {
    await sender.stop();
  }
  expect(queued).toContain('api');
  expect(await t.deps.jobs.send(sessionsPurgeJob.name, {})).toBe(false);
});

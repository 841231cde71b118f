import type { Deps } from '../deps';
import { createJobQueue } from './job-queue';
import { defineSweptJob, idPayload } from './swept-job';

const calls: string[] = [];
const thingIdOf = idPayload('thingId');
const job = defineSweptJob({
  name: 'things.run',
  parse: thingIdOf,
  runOne: async (_deps, { thingId }) => void calls.push(`one ${thingId}`),
  sweep: async () => void calls.push('sweep'),
});
const warnings: unknown[] = [];
const deps = { jobs: createJobQueue(), logger: { warn: (...args: unknown[]) => warnings.push(args) } } as unknown as Deps;

beforeEach(() => {
  calls.length = 0;
});

it('is scheduled every minute and runs one intent for a payload, the sweep for the schedule', async () => {
  expect(job.cron).toBe('* * * * *');
  await job.run(deps, { thingId: 7 });
  await job.run(deps, undefined);
  await job.run(deps, { thingId: 'x' });
  expect(calls).toEqual(['one 7', 'sweep', 'sweep']);
});

it('sends to the attached workers, and answers false (left for the sweep) without them or when the send fails', async () => {
  const sent: unknown[] = [];
  expect(await job.send(deps, { thingId: 1 })).toBe(false);
  deps.jobs.attach(async (name, data) => void sent.push([name, data]));
  expect(await job.send(deps, { thingId: 2 })).toBe(true);
  expect(sent).toEqual([['things.run', { thingId: 2 }]]);
  deps.jobs.attach(() => Promise.reject(new Error('queue down')));
  expect(await job.send(deps, { thingId: 3 })).toBe(false);
  expect(warnings).toHaveLength(1);
});

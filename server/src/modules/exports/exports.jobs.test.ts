import { startJobs } from '../../jobs/boss';
import { exportChannel } from '../../realtime/broadcaster';
import type { FileStorage } from '../../storage/file-storage';
import { loginAs, type Signed } from '../../testing/http';
import { createExportsTestApp, type ExportsTestApp } from './exports.testing';
import { exportsRunJob, runExport, sweepExports } from './exports.jobs';
import { exportFiles } from './exports.table';

let t: ExportsTestApp;
let owner: Signed;
beforeAll(async () => {
  t = await createExportsTestApp();
  owner = await loginAs(t, 'owner');
});
afterAll(async () => {
  await t.close();
});

const requestExport = async (format: 'xlsx' | 'pdf') => {
  const res = await t.inject({ method: 'POST', url: '/api/exports/store-list', headers: owner.headers, payload: { format } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { id: number } }>().data.id;
};
const fileOf = async (id: number) => {
  const res = await t.inject({ method: 'GET', url: '/api/data-files?page_size=200', headers: owner.headers });
  return res.json<{ data: { id: number; status: string; error_message: string | null; attempts: number }[] }>().data.find((f) => f.id === id);
};

it('a failed export is published with its message, listed as failed, and a retry completes it', async () => {
  const realStorage = t.deps.storage;
  const broken: FileStorage = { ...realStorage, put: () => Promise.reject(new Error('disk full')) };
  t.deps.storage = broken;
  const id = await requestExport('pdf');
  try {
    await runExport(t.deps, id);
  } finally {
    t.deps.storage = realStorage;
  }
  const message = 'データファイルの作成に失敗しました。時間をおいて再度お試しください。';
  expect(t.events.at(-1)).toEqual({ channel: exportChannel('demo-owner'), event: 'ExportReportFailed', data: { message } });
  expect(await fileOf(id)).toMatchObject({ status: 'failed', error_message: message, attempts: 1 });

  // A duplicate delivery of the failed job changes nothing; only the user's retry queues it again.
  expect(await runExport(t.deps, id)).toBeNull();
  const retry = await t.inject({ method: 'POST', url: `/api/data-files/${id}/retry`, headers: owner.headers });
  expect(retry.statusCode).toBe(200);
  expect(retry.json<{ data: { status: string } }>().data.status).toBe('queued');
  await runExport(t.deps, id);
  expect(await fileOf(id)).toMatchObject({ status: 'completed', error_message: null, attempts: 2 });
  expect(t.events.at(-1)?.event).toBe('ExportReportCompleted');

  const again = await t.inject({ method: 'POST', url: `/api/data-files/${id}/retry`, headers: owner.headers });
  expect(again.statusCode).toBe(409);
});

it('created = completed + failed once every job has run', async () => {
  const realStorage = t.deps.storage;
  const ids = [await requestExport('xlsx'), await requestExport('pdf'), await requestExport('xlsx')];
  t.deps.storage = { ...realStorage, put: () => Promise.reject(new Error('boom')) };
  await runExport(t.deps, ids[1]);
  t.deps.storage = realStorage;
  // The other two were never dispatched (no workers in this app): the sweep finds them once they are 30 s old.
  expect((await sweepExports(t.deps)).ran).toBe(0);
  t.clock.advance(31);
  await sweepExports(t.deps);
  const rows = await t.db.select().from(exportFiles);
  const count = (status: string) => rows.filter((r) => r.status === status).length;
  expect(count('queued') + count('running')).toBe(0);
  expect(count('completed') + count('failed')).toBe(rows.length);
  expect(await fileOf(ids[1])).toMatchObject({ status: 'failed' });
});

it('pg-boss runs exports.run for a request on the same database and the event arrives', async () => {
  const runner = await startJobs(t.deps, { jobs: [exportsRunJob], pollingIntervalSeconds: 0.5, schedule: false });
  try {
    const id = await requestExport('xlsx');
    const deadline = Date.now() + 30_000;
    while ((await fileOf(id))?.status !== 'completed' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await fileOf(id)).toMatchObject({ status: 'completed', attempts: 1 });
    expect(t.events).toContainEqual({ channel: exportChannel('demo-owner'), event: 'ExportExcelCompleted', data: { message: `/api/data-files/${id}` } });
  } finally {
    await runner.stop();
  }
}, 60_000);

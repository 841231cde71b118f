import { eq } from 'drizzle-orm';
import { loginAs, type Signed } from '../../testing/http';
import { runExport } from '../exports/exports.jobs';
import { exportFiles } from '../exports/exports.table';
import { reportComments } from './insight.table';
import { createReportsTestApp, readWorkbook, type ReportsTestApp } from './reports.testing';

let t: ReportsTestApp;
let owner: Signed;
let partner: Signed;

beforeAll(async () => {
  t = await createReportsTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
});
afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, who = owner) => t.inject({ method, url, headers: who.headers, payload: payload as object });
const errorsOf = (res: { json<T>(): T }) => res.json<{ code: string; errors: Record<string, string[]> }>();
const keys = () => t.google.map((g) => g.key);

describe('POST /reports', () => {
  it('queues the Excel report over the summary window and the pipeline writes it', async () => {
    const res = await send('POST', '/api/reports', { format: 'xlsx', local_account_ids: keys() });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ data: { id: number; status: string } }>().data;
    const [row] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, id));
    expect(row).toMatchObject({ kind: 'insight_report', format: 'xlsx', params: { local_account_ids: keys(), start: '2025/12/01', end: '2026/02/28', unit: 'month' } });
    expect(row.fileName).toBe('パフォーマンスレポート_20260315.xlsx');
    expect((await runExport(t.deps, id))?.status).toBe('completed');
    expect(t.events.at(-1)?.event).toBe('ExportReportCompleted');
    const file = await t.app.inject({ method: 'GET', url: `/api/data-files/${id}`, headers: { cookie: owner.cookie } });
    expect((await readWorkbook(file.rawPayload)).worksheets[0].name).toBe('概要');
  });

  it('queues the PDF as the client report and keeps its comments for the next report', async () => {
    const comments = [{ local_account_id: t.google[0].key, comment: '今月は口コミが増えました。' }];
    const res = await send('POST', '/api/reports', { format: 'pdf', local_account_ids: keys(), start: '2026/01/01', end: '2026/01/31', comments });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ data: { id: number } }>().data;
    const [row] = await t.db.select().from(exportFiles).where(eq(exportFiles.id, id));
    expect(row).toMatchObject({ kind: 'client_report', format: 'pdf' });
    expect((await runExport(t.deps, id))?.status).toBe('completed');

    const listed = await send('GET', `/api/reports/comments?local_account_ids=${keys().join(',')}`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<{ data: { account: string; comment: string; updated_at: string }[] }>().data).toEqual([
      { account: t.google[0].key, comment: '今月は口コミが増えました。', updated_at: '2026/03/15 12:00' },
    ]);
    // A second report replaces the comment; an empty one removes it.
    await send('POST', '/api/reports', { format: 'pdf', local_account_ids: keys(), comments: [{ local_account_id: t.google[0].key, comment: '' }, { local_account_id: t.google[1].key, comment: '改善中' }] });
    const rows = await t.db.select().from(reportComments).where(eq(reportComments.companyId, t.ownerCompanyId));
    expect(rows.map((r) => [r.localAccountId, r.comment])).toEqual([[t.google[1].id, '改善中']]);
    // The other company sees none of them and gets 404 for the keys.
    expect((await send('GET', '/api/reports/comments', undefined, partner)).json<{ data: unknown[] }>().data).toEqual([]);
    expect((await send('GET', `/api/reports/comments?local_account_ids=${t.google[1].key}`, undefined, partner)).statusCode).toBe(404);
  });

  it('answers 422 with field paths for a bad range or comment', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ start: '2026/01/01' }, ['end']],
      [{ start: '2026/02/30', end: '2026/03/01' }, ['start']],
      [{ start: '2026/02/01', end: '2026/01/01' }, ['end']],
      [{ start: '2024/08/01', end: '2026/03/01' }, ['end']],
      [{ format: 'pdf', comments: [{ local_account_id: 'g_999999', comment: 'x' }, { local_account_id: t.google[0].key, comment: '<b>' }] }, ['comments.0.local_account_id', 'comments.1.comment']],
    ];
    for (const [extra, fields] of cases) {
      const res = await send('POST', '/api/reports', { format: 'xlsx', local_account_ids: keys(), ...extra });
      expect(res.statusCode).toBe(422);
      expect(errorsOf(res).code).toBe('validation_failed');
      expect(Object.keys(errorsOf(res).errors).sort()).toEqual(fields);
    }
    // 19 months exactly is allowed.
    expect((await send('POST', '/api/reports', { format: 'xlsx', local_account_ids: keys(), start: '2024/08/01', end: '2026/02/28' })).statusCode).toBe(200);
  });

  it('answers 404 for another company’s, unlinked or Yahoo accounts', async () => {
    expect((await send('POST', '/api/reports', { format: 'xlsx', local_account_ids: [t.partnerGoogle.key] })).statusCode).toBe(404);
    expect((await send('POST', '/api/reports', { format: 'xlsx', local_account_ids: keys() }, partner)).statusCode).toBe(404);
    expect((await send('POST', '/api/reports', { format: 'xlsx', local_account_ids: [t.yahoo.key] })).statusCode).toBe(404);
  });
});

describe('POST /yahoo-reports', () => {
  it('queues the access report for linked Yahoo accounts only', async () => {
    const res = await send('POST', '/api/yahoo-reports', { local_account_ids: [t.yahoo.key] });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ data: { id: number } }>().data;
    expect((await runExport(t.deps, id))?.status).toBe('completed');
    expect((await send('POST', '/api/yahoo-reports', { local_account_ids: [t.google[0].key] })).statusCode).toBe(404);
    const bad = await send('POST', '/api/yahoo-reports', { local_account_ids: [t.yahoo.key], end: '2026/01/01' });
    expect(Object.keys(errorsOf(bad).errors)).toEqual(['start']);
  });
});

describe('/reports/schedule', () => {
  it('answers the defaults, saves a schedule and keeps it per company', async () => {
    const initial = await send('GET', '/api/reports/schedule');
    expect(initial.json<{ data: unknown }>().data).toEqual({ enabled: false, day_of_month: 10, recipients: [], kinds: [], last_sent_month: null });
    const body = { enabled: true, day_of_month: 12, recipients: [' a@example.jp', 'b@example.jp'], kinds: ['client_report', 'insight_report'] };
    const saved = await send('PUT', '/api/reports/schedule', body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string; data: unknown }>()).toEqual({
      message: 'レポートの定期配信を保存しました',
      data: { enabled: true, day_of_month: 12, recipients: ['a@example.jp', 'b@example.jp'], kinds: ['insight_report', 'client_report'], last_sent_month: null },
    });
    expect((await send('GET', '/api/reports/schedule')).json<{ data: { day_of_month: number } }>().data.day_of_month).toBe(12);
    expect((await send('GET', '/api/reports/schedule', undefined, partner)).json<{ data: { enabled: boolean } }>().data.enabled).toBe(false);
  });

  it('answers 422 with field paths', async () => {
    // The contract bounds the day (1–28); the service checks the addresses and the reports.
    const day = await send('PUT', '/api/reports/schedule', { enabled: true, day_of_month: 29, recipients: ['ok@example.jp'], kinds: ['insight_report'] });
    expect(day.statusCode).toBe(422);
    expect(Object.keys(errorsOf(day).errors)).toEqual(['day_of_month']);
    const bad = await send('PUT', '/api/reports/schedule', { enabled: true, day_of_month: 28, recipients: ['ok@example.jp', 'not-an-address'], kinds: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad).errors).sort()).toEqual(['kinds', 'recipients.1']);
    const none = await send('PUT', '/api/reports/schedule', { enabled: true, day_of_month: 10, recipients: [], kinds: ['insight_report'] });
    expect(Object.keys(errorsOf(none).errors)).toEqual(['recipients']);
    // Switched off, an empty schedule is fine.
    expect((await send('PUT', '/api/reports/schedule', { enabled: false, day_of_month: 10, recipients: [], kinds: [] })).statusCode).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../mail/mail-outbox.table';
import { users } from '../../tenancy/tenancy.table';
import { exportFiles } from '../exports/exports.table';
import { reportSchedules } from './insight.table';
import { deliveryRange, runReportDelivery } from './report-delivery';
import { reportJobs } from './reports.jobs';
import { createReportsTestApp, readWorkbook, REPORTS_NOW, type ReportsTestApp } from './reports.testing';

let t: ReportsTestApp;

beforeAll(async () => {
  t = await createReportsTestApp();
});
afterAll(async () => {
  await t.close();
});

const schedule = (values: Partial<typeof reportSchedules.$inferInsert>) =>
  t.db
    .insert(reportSchedules)
    .values({ companyId: t.ownerCompanyId, enabled: true, dayOfMonth: 10, recipients: ['owner@demo.example', 'client@example.jp'], kinds: ['insight_report', 'client_report', 'yahoo_report'], ...values })
    .onConflictDoUpdate({ target: reportSchedules.companyId, set: { lastSentMonth: null, ...values } });

const reportFiles = () => t.db.select().from(exportFiles).where(eq(exportFiles.companyId, t.ownerCompanyId));

it('is an hourly job', () => {
  expect(reportJobs.map((j) => [j.name, j.cron])).toEqual([['insight.report-delivery', '5 * * * *']]);
});

it('reports on the summary window’s last month', () => {
  expect(deliveryRange(REPORTS_NOW)).toEqual({ start: '2026/02/01', end: '2026/02/28', label: '2026年2月' });
  // Before the 8th the last settled month is the one before last.
  expect(deliveryRange(new Date('2026-03-05T03:00:00Z'))).toMatchObject({ start: '2026/01/01', end: '2026/01/31' });
});

it('waits for its day, then sends once per month even when run twice', async () => {
  await schedule({ dayOfMonth: 20 });
  expect(await runReportDelivery(t.deps)).toEqual({ delivered: 0 });

  await schedule({ dayOfMonth: 15 });
  const [first, second] = await Promise.all([runReportDelivery(t.deps), runReportDelivery(t.deps)]);
  expect(first.delivered + second.delivered).toBe(1);
  expect((await runReportDelivery(t.deps)).delivered).toBe(0);

  const files = await reportFiles();
  expect(files.map((f) => [f.kind, f.status]).sort()).toEqual([
    ['client_report', 'completed'],
    ['insight_report', 'completed'],
    ['yahoo_report', 'completed'],
  ]);
  expect(files.find((f) => f.kind === 'yahoo_report')?.params).toEqual({ local_account_ids: [t.yahoo.key], start: '2026/02/01', end: '2026/02/28', unit: 'month' });

  const mails = await t.db.select().from(mailOutbox);
  expect(mails.map((m) => m.to).sort()).toEqual(['client@example.jp', 'owner@demo.example']);
  expect(mails[0].subject).toBe('【MEO管理画面】2026年2月のレポートをお送りします');
  for (const file of files) expect(mails[0].body).toContain(`http://localhost:3000/api/data-files/${file.id}`);

  // The files belong to the recipient who is a user of the company, so their link opens for them.
  const [recipientUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@demo.example'));
  expect(new Set(files.map((f) => f.userId))).toEqual(new Set([recipientUser.id]));
  const [row] = await t.db.select().from(reportSchedules).where(eq(reportSchedules.companyId, t.ownerCompanyId));
  expect(row.lastSentMonth).toBe('2026-03');
  const insight = files.find((f) => f.kind === 'insight_report');
  const stored = insight?.fileKey ? await t.deps.storage.get(insight.fileKey) : null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored?.stream ?? []) chunks.push(chunk as Buffer);
  expect((await readWorkbook(Buffer.concat(chunks))).worksheets.map((s) => s.name)).toContain('検索キーワード');

  // Next month it goes again.
  t.clock.set(new Date('2026-04-15T03:00:00Z'));
  expect((await runReportDelivery(t.deps)).delivered).toBe(1);
  expect(await t.db.select().from(mailOutbox)).toHaveLength(4);
  t.clock.set(REPORTS_NOW);
});

it('sends nothing while switched off', async () => {
  await schedule({ enabled: false, dayOfMonth: 1 });
  const before = (await reportFiles()).length;
  expect((await runReportDelivery(t.deps)).delivered).toBe(0);
  expect(await reportFiles()).toHaveLength(before);
});

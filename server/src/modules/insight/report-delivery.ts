import { DateTime } from 'luxon';
import { summaryWindow } from '../../../../src/shared/dates/periods';
import { TOKYO } from '../../../../src/shared/dates/zone';
import type { Deps } from '../../deps';
import { downloadUrlOf, runExport } from '../exports/exports.jobs';
import { insertExport } from '../exports/exports.repository';
import type { ExportFileRow } from '../exports/exports.table';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { findLinkedAccounts } from './insight-scope';
import type { ReportKind } from './insight.table';
import type { ReportParams } from './report-range';
import { claimScheduleMonth, findCompanyForDelivery, findDeliveryOwner, findDueSchedules, type ReportScheduleRow } from './reports.repository';
import { reportsMessagesJa } from './reports.messages.ja';

// Monthly delivery of the reports by e-mail (beyond the spec). The mail port sends plain text without attachments,
// so the files go through the export pipeline (stored, listed in the owner's data files, expiring like any export)
// and the mail carries their download links. The month is marked sent in the same transaction that inserts the
// export rows, so a retried or doubled run finds nothing left to do: at most one delivery per month, even if the
// process dies between the commit and the mail (then the files are still made by the exports sweep).

const m = reportsMessagesJa;
const FORMATS: Record<ReportKind, ExportFileRow['format']> = { insight_report: 'xlsx', client_report: 'pdf', yahoo_report: 'xlsx' };
const PROVIDER: Record<ReportKind, 'google' | 'yahoo'> = { insight_report: 'google', client_report: 'google', yahoo_report: 'yahoo' };

/**
 * The period a delivery reports on: the last month of the summary window, the last month whose figures are settled
 * (the month before last when the day is below 8, the last month otherwise).
 */
export function deliveryRange(now: Date): { start: string; end: string; label: string } {
  const window = summaryWindow(now);
  return { start: `${window.endMonth}/01`, end: window.end, label: DateTime.fromFormat(window.endMonth, 'yyyy/MM').toFormat('yyyy年M月') };
}

interface Order {
  kind: ReportKind;
  params: ReportParams;
}

async function ordersOf(deps: Pick<Deps, 'db'>, schedule: ReportScheduleRow, range: { start: string; end: string }): Promise<Order[]> {
  // Every linked listing of the company, by id within each provider: one query for both providers.
  const linked = await findLinkedAccounts(deps.db, schedule.companyId, { providers: ['google', 'yahoo'] });
  const keysOf = (provider: 'google' | 'yahoo') => linked.filter((a) => a.provider === provider).map((a) => toAccountKey(a.provider, a.id));
  return schedule.kinds.flatMap((kind) => {
    const accounts = keysOf(PROVIDER[kind]);
    return accounts.length === 0 ? [] : [{ kind, params: { local_account_ids: accounts, start: range.start, end: range.end, unit: 'month' as const } }];
  });
}

/** Claims the month and queues the files; null when another run already delivered this month. */
async function enqueue(deps: Deps, schedule: ReportScheduleRow, month: string, orders: Order[], ownerId: number): Promise<ExportFileRow[] | null> {
  const now = deps.clock.now();
  const day = DateTime.fromJSDate(now, { zone: TOKYO }).toFormat('yyyyMMdd');
  return deps.db.transaction(async (tx) => {
    if (!(await claimScheduleMonth(tx, schedule.companyId, month, now))) return null;
    const rows: ExportFileRow[] = [];
    for (const order of orders) {
      const format = FORMATS[order.kind];
      rows.push(
        await insertExport(tx, {
          companyId: schedule.companyId,
          userId: ownerId,
          kind: order.kind,
          format,
          fileName: `${m.titles[order.kind]}_${day}.${format}`,
          params: { ...order.params },
          createdAt: now,
        }),
      );
    }
    return rows;
  });
}

async function deliverOne(deps: Deps, schedule: ReportScheduleRow, month: string): Promise<boolean> {
  const range = deliveryRange(deps.clock.now());
  const [orders, ownerId, company] = await Promise.all([
    ordersOf(deps, schedule, range),
    findDeliveryOwner(deps.db, schedule.companyId, schedule.recipients),
    findCompanyForDelivery(deps.db, schedule.companyId),
  ]);
  if (ownerId === null || !company) {
    // Nobody could own (and so download) the files; the month is still claimed so this is not retried every hour.
    await claimScheduleMonth(deps.db, schedule.companyId, month, deps.clock.now());
    deps.logger.warn({ companyId: schedule.companyId }, 'report delivery skipped: the company has no active user');
    return false;
  }
  const rows = await enqueue(deps, schedule, month, orders, ownerId);
  if (!rows) return false;
  const lines: string[] = [];
  for (const [i, row] of rows.entries()) {
    const title = m.titles[orders[i].kind];
    // Written here rather than left to the exports job, so the mail goes once the files exist.
    const done = await runExport(deps, row.id);
    lines.push(done?.status === 'failed' ? m.mail.failedLine(title) : m.mail.line(title, `${deps.config.publicOrigin}${downloadUrlOf(row.id)}`));
  }
  if (lines.length === 0) return true;
  for (const to of schedule.recipients) {
    try {
      await deps.mail.send({ to, subject: m.mail.subject(range.label), text: m.mail.body(company.name, range.label, lines) });
    } catch (error) {
      deps.logger.error({ err: error, companyId: schedule.companyId }, 'report delivery mail failed');
    }
  }
  deps.logger.info({ companyId: schedule.companyId, files: rows.length, recipients: schedule.recipients.length }, 'reports delivered');
  return true;
}

/** The hourly run: every enabled schedule whose day (Tokyo) has come and that has not delivered this month. */
export async function runReportDelivery(deps: Deps): Promise<{ delivered: number }> {
  const today = DateTime.fromJSDate(deps.clock.now(), { zone: TOKYO });
  const month = today.toFormat('yyyy-MM');
  const due = await findDueSchedules(deps.db, { day: today.day, month });
  let delivered = 0;
  for (const schedule of due) {
    try {
      if (await deliverOne(deps, schedule, month)) delivered += 1;
    } catch (error) {
      deps.logger.error({ err: error, companyId: schedule.companyId }, 'report delivery failed');
    }
  }
  return { delivered };
}

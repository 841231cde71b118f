import { FORBIDDEN_CHARACTERS } from '../../../../src/shared/validation/text-patterns';
import type { Deps } from '../../deps';
import { toJstDateTime } from '../../formats';
import { scopedIds } from '../../tenancy/account-scope';
import type { AuthContext } from '../../http/auth-context';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import { queueExport } from '../exports/exports.service';
import { requireLinked } from '../local-accounts/linking.service';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { LocalAccountRow } from '../local-accounts/local-accounts.table';
import type { ReportKind } from './insight.table';
import { resolveReportRange, type ReportParams, type ReportUnit } from './report-range';
import { checkSchedule, toScheduleBody, type ScheduleInput } from './report-schedule';
import { findReportComments, findReportSchedule, saveReportComments, upsertReportSchedule } from './reports.repository';
import { reportsMessagesJa } from './reports.messages.ja';

const COMMENT_MAX = 1000;

interface RangeInput {
  local_account_ids: string[];
  start?: string;
  end?: string;
  unit?: ReportUnit;
}

export interface InsightReportInput extends RangeInput {
  format: 'xlsx' | 'pdf';
  comments?: { local_account_id: string; comment: string }[];
}

/** The linked accounts of one provider, 404 for any key that is not (another company's, unlinked, the other provider). */
async function requireLinkedOf(deps: Pick<Deps, 'db'>, auth: AuthContext, keys: string[], provider: LocalAccountRow['provider']): Promise<LocalAccountRow[]> {
  const rows = await requireLinked(deps.db, auth.company.id, keys, auth.accountScope);
  if (rows.some((row) => row.provider !== provider)) throw notFound();
  return rows;
}

function checkComments(input: InsightReportInput, errors: FieldErrors): { key: string; comment: string }[] {
  if (input.format !== 'pdf' || !input.comments) return [];
  const selected = new Set(input.local_account_ids);
  input.comments.forEach((c, i) => {
    if (!selected.has(c.local_account_id)) errors[`comments.${i}.local_account_id`] = [reportsMessagesJa.errors.commentAccount];
    if ([...c.comment].length > COMMENT_MAX) errors[`comments.${i}.comment`] = [reportsMessagesJa.errors.commentTooLong];
    else if (FORBIDDEN_CHARACTERS.test(c.comment)) errors[`comments.${i}.comment`] = [reportsMessagesJa.errors.forbiddenCharacters];
  });
  // The last comment of an account wins, as a form with a repeated row would.
  return [...new Map(input.comments.map((c) => [c.local_account_id, c.comment.trim()])).entries()].map(([key, comment]) => ({ key, comment }));
}

function paramsOf(input: RangeInput, range: { start: string; end: string }): ReportParams {
  return { local_account_ids: [...new Set(input.local_account_ids)], start: range.start, end: range.end, unit: input.unit ?? 'month' };
}

// Comments are saved before the export is queued rather than in one transaction with it: queueExport dispatches the
// job at once, and a job sent before the commit would find no row and leave the file to the next sweep. Kept
// comments are the form's own state, so having them saved when the queueing fails loses nothing.
export async function requestInsightReport(deps: Deps, auth: AuthContext, input: InsightReportInput) {
  const linked = await requireLinkedOf(deps, auth, input.local_account_ids, 'google');
  const errors: FieldErrors = {};
  const range = resolveReportRange(input, deps.clock.now(), errors);
  const comments = checkComments(input, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (comments.length > 0) {
    const ids = new Map(linked.map((r) => [toAccountKey(r.provider, r.id), r.id]));
    const rows = comments.flatMap((c) => {
      const localAccountId = ids.get(c.key);
      return localAccountId === undefined ? [] : [{ localAccountId, comment: c.comment }];
    });
    await deps.db.transaction((tx) => saveReportComments(tx, auth.company.id, rows, deps.clock.now()));
  }
  const kind: ReportKind = input.format === 'pdf' ? 'client_report' : 'insight_report';
  return queueExport(deps, auth, { kind, format: input.format, title: reportsMessagesJa.titles[kind], params: { ...paramsOf(input, range) } });
}

export async function requestYahooReport(deps: Deps, auth: AuthContext, input: RangeInput) {
  await requireLinkedOf(deps, auth, input.local_account_ids, 'yahoo');
  const errors: FieldErrors = {};
  const range = resolveReportRange(input, deps.clock.now(), errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return queueExport(deps, auth, { kind: 'yahoo_report', format: 'xlsx', title: reportsMessagesJa.titles.yahoo_report, params: { ...paramsOf(input, range) } });
}

/**
 * The kept comments of the selected stores (every store of the company, or of a store user's, when none is named);
 * 404 for a foreign key.
 */
export async function listReportComments(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { local_account_ids?: string[] }) {
  const keys = query.local_account_ids ?? [];
  const ids = keys.length > 0 ? (await requireLinked(deps.db, auth.company.id, keys, auth.accountScope)).map((r) => r.id) : null;
  const rows = await findReportComments(deps.db, auth.company.id, scopedIds(ids, auth.accountScope));
  return {
    data: rows.map((row) => ({
      account: toAccountKey('google', row.localAccountId),
      comment: row.comment,
      updated_at: toJstDateTime(row.updatedAt),
    })),
  };
}

export async function getReportSchedule(deps: Pick<Deps, 'db'>, auth: AuthContext) {
  return { message: reportsMessagesJa.scheduleLoaded, data: toScheduleBody(await findReportSchedule(deps.db, auth.company.id)) };
}

export async function updateReportSchedule(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, input: ScheduleInput) {
  const row = await upsertReportSchedule(deps.db, auth.company.id, checkSchedule(input), deps.clock.now());
  return { message: reportsMessagesJa.scheduleSaved, data: toScheduleBody(row) };
}

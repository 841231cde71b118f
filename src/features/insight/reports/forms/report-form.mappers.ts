import type { InsightReportRequest, ReportCommentInput, ReportKind, YahooReportRequest } from '../../insight.api';
import type { ReportFormValues } from './report-form.schema';

export type ReportRequest = { endpoint: 'insight'; body: InsightReportRequest } | { endpoint: 'yahoo'; body: YahooReportRequest };

/** Which stores a kind reports on: アクセス解析 is Yahoo!プレイス's, the other two Google's. */
export const providerOf = (kind: ReportKind): 'google' | 'yahoo' => (kind === 'yahoo_report' ? 'yahoo' : 'google');

/** The checked keys that belong to the kind's provider (the picker keeps both providers' checks). */
export const storesFor = (kind: ReportKind, checked: readonly string[]) => {
  const prefix = providerOf(kind) === 'yahoo' ? 'y_' : 'g_';
  return checked.filter((key) => key.startsWith(prefix));
};

export const toReportRequest = (values: ReportFormValues): ReportRequest => {
  const period = values.start && values.end ? { start: values.start, end: values.end } : {};
  const stores = values.local_account_ids;
  if (values.kind === 'yahoo_report') return { endpoint: 'yahoo', body: { local_account_ids: stores, ...period } };
  if (values.kind === 'insight_report') return { endpoint: 'insight', body: { format: 'xlsx', local_account_ids: stores, ...period } };
  const chosen = new Set(stores);
  const comments = values.comments.filter((c) => chosen.has(c.local_account_id));
  return { endpoint: 'insight', body: { format: 'pdf', local_account_ids: stores, ...period, comments } };
};

/**
 * One comment row per chosen store, in their order. A row already in the form keeps its text (what the user typed
 * survives a changed selection or a failed request); a new row starts from the store's kept comment. A row still
 * blank that the user has not touched takes the kept comment once it arrives (`prefilled` names rows already offered
 * theirs, so a comment the user cleared is not put back).
 */
export const syncComments = (
  rows: readonly ReportCommentInput[],
  stores: readonly string[],
  kept: ReadonlyMap<string, string>,
  prefilled: Set<string>,
): ReportCommentInput[] =>
  stores.map((key) => {
    const row = rows.find((r) => r.local_account_id === key);
    const offer = !prefilled.has(key) && kept.has(key);
    if (offer) prefilled.add(key);
    if (row && (row.comment !== '' || !offer)) return row;
    return { local_account_id: key, comment: offer ? (kept.get(key) ?? '') : '' };
  });

/** Whether two comment lists hold the same rows (the sync writes only on a change, or it would loop). */
export const sameComments = (a: readonly ReportCommentInput[], b: readonly ReportCommentInput[]) =>
  a.length === b.length && a.every((row, i) => row.local_account_id === b[i]?.local_account_id && row.comment === b[i]?.comment);

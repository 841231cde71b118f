import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { toJstDateTime } from '../../formats';
import { scopeParamOf } from '../../tenancy/account-scope';
import type { ExportWriter } from '../exports/export-writers';
import { addDataSheet, loadExcelJS, toJstWallClock } from '../exports/xlsx-sheet';
import type { ReviewCursor } from './review-cursor';
import { resolveReviewScope, type ReviewFilterInput, type ReviewScope } from './review-filters';
import { selectReviewPage, type ReviewListRow } from './review-list.query';
import { reviewsMessagesJa } from './reviews.messages.ja';
import { findCompanyFlags, listCompanyAccounts } from './reviews.repository';

const m = reviewsMessagesJa.export;

/** A data file holds at most this many reviews (newest first); more would not open comfortably in Excel anyway. */
export const REVIEW_EXPORT_MAX_ROWS = 100_000;
const BATCH = 2_000;

const COLUMNS: { key: keyof typeof m.columns; width: number }[] = [
  { key: 'store', width: 26 },
  { key: 'provider', width: 14 },
  { key: 'kind', width: 16 },
  { key: 'rating', width: 6 },
  { key: 'reviewer', width: 18 },
  { key: 'comment', width: 60 },
  { key: 'postedAt', width: 17 },
  { key: 'reply', width: 60 },
  { key: 'repliedAt', width: 17 },
  { key: 'replyState', width: 10 },
];

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

// The request was validated by the contract when it was queued; the writer still only reads what has the right shape.

export function filtersOf(params: Record<string, unknown>): ReviewFilterInput {
  const text = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  const ratings = Array.isArray(params.ratings) ? params.ratings.filter((r): r is number => Number.isInteger(r) && r >= 1 && r <= 5) : undefined;
  return {
    local_account_ids: strings(params.local_account_ids)?.filter((k) => /^[gy]_[1-9][0-9]{0,9}$/.test(k)),
    free_word: text('free_word'),
    start_at: text('start_at'),
    end_at: text('end_at'),
    ratings,
    reply_status: params.reply_status === 'replied' || params.reply_status === 'unreplied' ? params.reply_status : undefined,
    kind: params.kind === 1 || params.kind === 2 ? params.kind : undefined,
  };
}

function rowOf(scope: ReviewScope, review: ReviewListRow) {
  return {
    store: scope.accounts.get(review.localAccountId)?.title ?? '',
    provider: m.providers[review.provider],
    kind: m.kinds[review.kind] ?? '',
    rating: review.rating,
    reviewer: review.reviewerName || (review.isAnonymous ? m.anonymous : ''),
    comment: review.comment ?? '',
    postedAt: toJstWallClock(review.postedAt),
    reply: review.replyComment ?? '',
    repliedAt: review.replyUpdatedAt ? toJstWallClock(review.replyUpdatedAt) : null,
    replyState: m.replyStates[review.replyState],
  };
}

/** Walks the filtered reviews newest first by keyset, BATCH rows at a time, so memory stays flat at any size. */
async function writeRows(db: Db, scope: ReviewScope, sheet: ExcelJS.Worksheet): Promise<{ rows: number; truncated: boolean }> {
  let cursor: Pick<ReviewCursor, 'postedMicros' | 'id'> | undefined;
  let rows = 0;
  while (rows < REVIEW_EXPORT_MAX_ROWS) {
    const page = await selectReviewPage(db, scope, { limit: Math.min(BATCH, REVIEW_EXPORT_MAX_ROWS - rows), cursor });
    for (const review of page.rows) sheet.addRow(rowOf(scope, review)).commit();
    rows += page.rows.length;
    const last = page.rows[page.rows.length - 1];
    if (!page.hasMore || !last) return { rows, truncated: false };
    cursor = { postedMicros: last.postedMicros, id: last.id };
  }
  return { rows, truncated: true };
}

/** 口コミ一覧: one row per review with the inbox's filters and company scope, dates in Japanese time. */
export const writeReviewsExport: ExportWriter = async (db, request) => {
  const company = await findCompanyFlags(db, request.companyId);
  if (!company) throw new Error(`company ${request.companyId} not found`);
  const accounts = await listCompanyAccounts(db, request.companyId);
  const scope = resolveReviewScope(request.companyId, company, accounts, filtersOf(request.params), scopeParamOf(request.params));

  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const { stream } = await loadExcelJS();
  const workbook = new stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.created = request.generatedAt;
  const sheet = addDataSheet(
    workbook,
    m.sheetName,
    COLUMNS.map((c) => ({ header: m.columns[c.key], key: c.key, width: c.width })),
  );
  sheet.getColumn('postedAt').numFmt = 'yyyy/mm/dd hh:mm';
  sheet.getColumn('repliedAt').numFmt = 'yyyy/mm/dd hh:mm';
  sheet.getColumn('comment').alignment = { wrapText: true, vertical: 'top' };
  sheet.getColumn('reply').alignment = { wrapText: true, vertical: 'top' };
  // The streaming writer flushes the header row once it is committed.
  sheet.getRow(1).commit();
  const written = scope.accounts.size === 0 ? { rows: 0, truncated: false } : await writeRows(db, scope, sheet);
  sheet.commit();

  const about = workbook.addWorksheet(m.infoSheetName);
  about.getColumn(1).width = 12;
  about.getColumn(2).width = 60;
  about.addRow([m.companyLabel, company.name]).commit();
  about.addRow([m.generatedAtLabel, toJstDateTime(request.generatedAt)]).commit();
  about.addRow([m.rowsLabel, written.rows]).commit();
  if (written.truncated) about.addRow(['', m.truncated(REVIEW_EXPORT_MAX_ROWS.toLocaleString('en-US'))]).commit();
  about.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
};

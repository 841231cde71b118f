import { isCalendarDate, isoToSlashDate } from '../../../../src/shared/dates/calendar-date';
import { toJstDateTime } from '../../formats';
import type { ExportWriter } from '../exports/export-writers';
import { addDataSheet, loadExcelJS, toJstWallClock } from '../exports/xlsx-sheet';
import { loadFeedbackForExport } from './coupon-feedback.repository';
import { resolveFeedbackFilter, type FeedbackQuery } from './coupon-feedback.filter';
import { couponReviewsMessagesJa } from './coupon-reviews.messages.ja';
import { scopeParamOf } from '../../tenancy/account-scope';

/** A data file holds at most this many rows (newest first); Excel itself stops near a million. */
export const COUPON_EXPORT_MAX_ROWS = 100_000;

const KEY = /^g_[1-9][0-9]*$/;

// The params were checked when the export was requested; a row edited by hand (or an old shape) fails the export
// visibly instead of widening it to every store.
export const readExportParams = (params: Record<string, unknown>): FeedbackQuery => {
  const { local_account_ids: keys = [], start_at: startAt = null, end_at: endAt = null } = params;
  if (!Array.isArray(keys) || !keys.every((k) => typeof k === 'string' && KEY.test(k))) throw new Error('coupon_reviews export: bad local_account_ids');
  if (startAt !== null && !(typeof startAt === 'string' && isCalendarDate(startAt))) throw new Error('coupon_reviews export: bad start_at');
  if (endAt !== null && !(typeof endAt === 'string' && isCalendarDate(endAt))) throw new Error('coupon_reviews export: bad end_at');
  return { local_account_ids: keys as string[], start_at: startAt ?? undefined, end_at: endAt ?? undefined };
};

export const writeCouponReviewsExport: ExportWriter = async (db, request) => {
  const m = couponReviewsMessagesJa.export;
  const query = readExportParams(request.params);
  // A store user's export keeps to their stores, recorded with the request (the job has no session).
  const filter = await resolveFeedbackFilter(db, request.companyId, query, scopeParamOf(request.params));
  const rows = await loadFeedbackForExport(db, filter, COUPON_EXPORT_MAX_ROWS);

  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = request.generatedAt;
  const h = m.headers;
  const sheet = addDataSheet(workbook, m.sheetName, [
    { header: h.postedAt, key: 'postedAt', width: 18 },
    { header: h.storeName, key: 'storeName', width: 28 },
    { header: h.reviewerName, key: 'reviewerName', width: 16 },
    { header: h.rating, key: 'rating', width: 6 },
    { header: h.comment, key: 'comment', width: 60 },
    { header: h.couponCode, key: 'couponCode', width: 14 },
    { header: h.validUntil, key: 'validUntil', width: 16 },
    { header: h.visibleOnMap, key: 'visibleOnMap', width: 12 },
  ]);
  for (const row of rows) {
    sheet.addRow({
      // exceljs writes a Date as its UTC wall time: shift to Tokyo so the cell reads as Japanese time.
      postedAt: toJstWallClock(row.postedAt),
      storeName: row.storeName,
      reviewerName: row.reviewerName,
      rating: row.rating,
      comment: row.comment ?? '',
      couponCode: row.couponCode,
      validUntil: isoToSlashDate(row.validUntil) ?? '',
      visibleOnMap: row.visibleOnMap ? m.yes : m.no,
    });
  }
  sheet.getColumn('postedAt').numFmt = 'yyyy/mm/dd hh:mm';
  sheet.getColumn('comment').alignment = { wrapText: true, vertical: 'top' };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };

  const about = workbook.addWorksheet(m.infoSheetName);
  const period = query.start_at || query.end_at ? `${query.start_at ?? ''}〜${query.end_at ?? ''}` : m.periodAll;
  about.addRows([
    [m.generatedAtLabel, toJstDateTime(request.generatedAt)],
    [m.periodLabel, period],
  ]);
  about.getColumn(1).width = 12;
  about.getColumn(2).width = 30;
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

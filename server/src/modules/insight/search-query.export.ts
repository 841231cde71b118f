import type ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import type { ExportWriter } from '../exports/export-writers';
import { addDataSheet, loadExcelJS } from '../exports/xlsx-sheet';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { findLinkedAccounts, isoToMonth, monthsBetween, type AnalysisAccountRow } from './insight-scope';
import { toSearchQueryRows } from './search-query.mapper';
import { searchQueryMessagesJa } from './search-query.messages.ja';
import { availableMonths, keywordMonths, orderedKeywords } from './search-query.repository';
import { defaultMonths, keywordScopeOf, requestedMonths, type MonthRange } from './search-query.service';
import { scopeParamOf } from '../../tenancy/account-scope';

const m = searchQueryMessagesJa.export;
const SHEET_NAME_MAX = 31;
const FORBIDDEN_IN_SHEET_NAMES = /[[\]:*?/\\]/gu;

/** Cut to at most `max` UTF-16 units (Excel's measure) without splitting a surrogate pair. */
function cut(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}

/**
 * Excel refuses sheet names longer than 31, with []:*?/\, starting or ending with an apostrophe, or equal to another
 * sheet's name ignoring case (and 'History' is reserved): each store's label made acceptable and unique.
 */
export function sheetNames(labels: readonly string[], fallback: (index: number) => string): string[] {
  const used = new Set<string>();
  return labels.map((label, index) => {
    let base = cut(label.replace(FORBIDDEN_IN_SHEET_NAMES, '_').replace(/^'+|'+$/gu, '').trim(), SHEET_NAME_MAX);
    if (!base || base.toLowerCase() === 'history') base = cut(fallback(index), SHEET_NAME_MAX);
    let name = base;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) {
      const suffix = ` (${n})`;
      name = `${cut(base, SHEET_NAME_MAX - suffix.length)}${suffix}`;
    }
    used.add(name.toLowerCase());
    return name;
  });
}

// The request was validated when it was queued (contract and service); the writer still only reads what has the right
// shape, and reads only the asking company's linked Google listings.
function exportParams(params: Record<string, unknown>): { keys: string[]; requested: MonthRange | null } {
  const keys = Array.isArray(params.local_account_ids) ? params.local_account_ids.filter((k): k is string => typeof k === 'string' && /^g_[1-9][0-9]{0,9}$/u.test(k)) : [];
  const month = (key: string) => (typeof params[key] === 'string' ? (params[key] as string) : undefined);
  return { keys, requested: requestedMonths({ start_month: month('start_month'), end_month: month('end_month') }) };
}

const cellOf = (figure: { value: number | null; threshold: number | null }): number | string | null =>
  figure.value ?? (figure.threshold === null ? null : m.threshold(figure.threshold));

async function addStoreSheet(db: Db, workbook: ExcelJS.Workbook, companyId: number, account: AnalysisAccountRow, name: string, requested: MonthRange | null) {
  // Without months each store shows its own last months with data, as its list screen does.
  const range = requested ?? defaultMonths((await availableMonths(db, companyId, [account.id])).map(isoToMonth));
  const months = range ? monthsBetween(range.start, range.end) : [];
  const sheet = addDataSheet(workbook, name, [
    { header: m.keyword, key: 'keyword', width: 36 },
    ...months.map((month, i) => ({ header: month, key: `m${i}`, width: 11 })),
  ]);
  if (!range) return;
  const scope = keywordScopeOf(companyId, account.id, range);
  const keywords = await orderedKeywords(db, scope, null);
  for (const row of toSearchQueryRows(keywords, months, await keywordMonths(db, scope, keywords))) {
    sheet.addRow([row.keyword, ...row.months.map(cellOf)]);
  }
}

/** 検索キーワード: a sheet per store, a row per keyword (list order), a column per month (value or 「N未満」). */
export const writeSearchQueryExport: ExportWriter = async (db, request) => {
  const { keys, requested } = exportParams(request.params);
  const accounts = keys.length ? await findLinkedAccounts(db, request.companyId, { providers: ['google'], refs: parseAccountKeys(keys), accountScope: scopeParamOf(request.params) }) : [];
  const { Workbook } = await loadExcelJS();
  const workbook = new Workbook();
  workbook.created = request.generatedAt;
  const names = sheetNames(
    accounts.map((a) => [a.storeCode, a.name].filter(Boolean).join(' ')),
    (index) => `g_${accounts[index].id}`,
  );
  for (const [index, account] of accounts.entries()) await addStoreSheet(db, workbook, request.companyId, account, names[index], requested);
  // Every listing was unlinked between the request and the job: still a file Excel opens, saying so.
  if (accounts.length === 0) workbook.addWorksheet(m.title).addRow([m.noStores]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

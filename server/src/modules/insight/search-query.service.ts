import type { Deps } from '../../deps';
import type { components } from '../../generated/openapi';
import type { AuthContext } from '../../http/auth-context';
import { validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { queueExport } from '../exports/exports.service';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { checkedMonth, isoToMonth, monthsApart, monthsBetween, monthToIso, parseMonth, requireGoogleAccounts, shiftMonth, toAnalysisAccount } from './insight-scope';
import { toSearchQueryRows } from './search-query.mapper';
import { searchQueryMessagesJa as m } from './search-query.messages.ja';
import { availableMonths, bulkAccountValues, countBulkKeywords, countKeywords, keywordMonths, orderedKeywords, pageBulkKeywords, type KeywordScope } from './search-query.repository';

type Schemas = components['schemas'];

/** Months shown when none are asked for (the provider's own screen keeps about five). */
export const DEFAULT_MONTHS = 6;
/** The contract: end_month at most 24 months after start_month. */
export const MAX_MONTHS_APART = 24;

/** Inclusive YYYY/MM months. */
export interface MonthRange {
  start: string;
  end: string;
}

export interface MonthInput {
  start_month?: string;
  end_month?: string;
}

/**
 * The months the request names, or null when it names none; 422 on the field at fault. With one end only, the other
 * is DEFAULT_MONTHS away, so a single month picked in the console still shows a trend.
 */
export function requestedMonths(input: MonthInput): MonthRange | null {
  const errors: Record<string, string[]> = {};
  const read = (field: 'start_month' | 'end_month') => {
    const value = input[field];
    if (value === undefined || value === '') return undefined;
    if (!parseMonth(value)) errors[field] = [m.monthFormat];
    return value;
  };
  const [start, end] = [read('start_month'), read('end_month')];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (start === undefined && end === undefined) return null;
  const range = { start: start ?? shiftMonth(end!, 1 - DEFAULT_MONTHS), end: end ?? shiftMonth(start!, DEFAULT_MONTHS - 1) };
  const apart = monthsApart(range.start, range.end);
  if (apart < 0) throw validationError({ end_month: [m.endBeforeStart] });
  if (apart > MAX_MONTHS_APART) throw validationError({ end_month: [m.spanTooLong(MAX_MONTHS_APART)] });
  return range;
}

/**
 * Without months: from the DEFAULT_MONTHS-th newest month with data to the newest, so a listing whose keywords
 * stopped coming still shows its last figures; null when it has none. `available` is newest first.
 */
export function defaultMonths(available: readonly string[]): MonthRange | null {
  if (available.length === 0) return null;
  const end = available[0];
  const oldest = available[Math.min(DEFAULT_MONTHS, available.length) - 1];
  const earliest = shiftMonth(end, -MAX_MONTHS_APART);
  return { start: oldest < earliest ? earliest : oldest, end };
}

export const keywordScopeOf = (companyId: number, localAccountId: number, range: MonthRange, freeWord?: string): KeywordScope => ({
  companyId,
  localAccountId,
  start: monthToIso(range.start),
  end: monthToIso(range.end),
  freeWord: freeWord || undefined,
});

export async function listSearchQueries(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  query: MonthInput & { local_account_id: string; free_word?: string; page?: number; page_size?: number },
): Promise<Schemas['SearchQueryList']> {
  const requested = requestedMonths(query);
  const companyId = auth.company.id;
  const [account] = await requireGoogleAccounts(deps.db, companyId, [query.local_account_id], auth.accountScope);
  const available = (await availableMonths(deps.db, companyId, [account.id])).map(isoToMonth);
  const range = requested ?? defaultMonths(available);
  const { page, pageSize, limit, offset } = pageWindow(query);
  const base = { account: toAnalysisAccount(account), available_months: available };
  if (!range) return { ...base, months: [], data: [], pagination: toPagination(page, pageSize, 0) };
  const scope = keywordScopeOf(companyId, account.id, range, query.free_word);
  const [total, keywords] = await Promise.all([countKeywords(deps.db, scope), orderedKeywords(deps.db, scope, { limit, offset })]);
  const months = monthsBetween(range.start, range.end);
  const data = toSearchQueryRows(keywords, months, await keywordMonths(deps.db, scope, keywords));
  return { ...base, months, data, pagination: toPagination(page, pageSize, total) };
}

export async function listSearchQueriesBulk(
  deps: Pick<Deps, 'db'>,
  auth: AuthContext,
  query: { local_account_ids?: string[]; month?: string; free_word?: string; page?: number; page_size?: number },
): Promise<Schemas['SearchQueryBulkList']> {
  checkedMonth(query.month, 'month', m.monthFormat);
  const companyId = auth.company.id;
  const accounts = await requireGoogleAccounts(deps.db, companyId, query.local_account_ids, auth.accountScope);
  const accountIds = accounts.map((a) => a.id);
  const available = (await availableMonths(deps.db, companyId, accountIds)).map(isoToMonth);
  const month = query.month ?? available[0] ?? null;
  const { page, pageSize, limit, offset } = pageWindow(query);
  const base = { month, available_months: available, accounts: accounts.map(toAnalysisAccount) };
  if (!month) return { ...base, data: [], pagination: toPagination(page, pageSize, 0) };
  const scope = { companyId, accountIds, month: monthToIso(month), freeWord: query.free_word || undefined };
  const [total, rows] = await Promise.all([countBulkKeywords(deps.db, scope), pageBulkKeywords(deps.db, scope, { limit, offset })]);
  const values = await bulkAccountValues(
    deps.db,
    scope,
    rows.map((r) => r.keyword),
  );
  const keyOf = new Map(accounts.map((a) => [a.id, toAccountKey(a.provider, a.id)]));
  const byKeyword = new Map<string, Schemas['SearchQueryAccountValue'][]>();
  for (const v of values) {
    const list = byKeyword.get(v.keyword) ?? [];
    list.push({ account: keyOf.get(v.localAccountId) ?? '', value: v.value, threshold: v.threshold });
    byKeyword.set(v.keyword, list);
  }
  const data = rows.map((row) => ({
    keyword: row.keyword,
    total: row.total,
    threshold_stores: row.thresholdStores,
    stores: row.stores,
    accounts: byKeyword.get(row.keyword) ?? [],
  }));
  return { ...base, data, pagination: toPagination(page, pageSize, total) };
}

/** The months and listings are checked now (422, 404); the writer reads the figures when the job runs. */
export async function requestSearchQueryExport(deps: Deps, auth: AuthContext, input: Schemas['SearchQueryExportRequest']) {
  requestedMonths(input);
  await requireGoogleAccounts(deps.db, auth.company.id, input.local_account_ids, auth.accountScope);
  const params = { local_account_ids: input.local_account_ids, start_month: input.start_month, end_month: input.end_month };
  return queueExport(deps, auth, { kind: 'search_queries', format: 'xlsx', title: m.export.title, params });
}

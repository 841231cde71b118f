import { accountKeysParam, enumParam, GOOGLE_ACCOUNT_KEY, intParam, stringParam, type ListParamValues } from '../../../../components/list/use-list-params';
import type {
  ListSearchQueriesApiArg as ListSearchQueriesArg,
  ListSearchQueriesBulkApiArg as ListSearchQueriesBulkArg,
  SearchQueryExportRequest,
} from '../../../../features/insight/insight.api';

export const FREE_WORD_MAX = 100;
export const SEARCH_QUERY_PAGE_SIZE = 20;
// The contract's longest window: end_month at most 24 months after start_month.
const WINDOW_MAX_MONTHS = 24;

const MONTH = /^\d{4}\/(0[1-9]|1[0-2])$/;

const monthParam = () => stringParam('', { maxLength: 7, valid: (v) => MONTH.test(v) });

export const SEARCH_QUERY_PARAMS = {
  view: enumParam(['bulk'] as const, 'store'),
  page: intParam(1),
  q: stringParam('', { maxLength: FREE_WORD_MAX }),
  store: stringParam('', { valid: (v) => GOOGLE_ACCOUNT_KEY.test(v) }),
  start: monthParam(),
  end: monthParam(),
  month: monthParam(),
  stores: accountKeysParam(GOOGLE_ACCOUNT_KEY),
};

export type SearchQueryParams = ListParamValues<typeof SEARCH_QUERY_PARAMS>;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}/${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * The window after one end moved: the other end follows when the window would turn round or pass 24 months, so the
 * request is always one the server accepts.
 */
export const moveWindow = (start: string, end: string, moved: 'start' | 'end', month: string): { start: string; end: string } => {
  const s = moved === 'start' ? month : start;
  const e = moved === 'end' ? month : end;
  if (!s || !e) return { start: s, end: e };
  const span = monthIndex(e) - monthIndex(s);
  if (span >= 0 && span <= WINDOW_MAX_MONTHS) return { start: s, end: e };
  if (moved === 'start') return { start: s, end: span < 0 ? s : monthOf(monthIndex(s) + WINDOW_MAX_MONTHS) };
  return { start: span < 0 ? e : monthOf(monthIndex(e) - WINDOW_MAX_MONTHS), end: e };
};

export const toStoreQuery = (values: SearchQueryParams, store: string): ListSearchQueriesArg => ({
  localAccountId: store,
  startMonth: values.start || undefined,
  endMonth: values.end || undefined,
  freeWord: values.q.trim() || undefined,
  page: values.page,
  pageSize: SEARCH_QUERY_PAGE_SIZE,
});

export const toBulkQuery = (values: SearchQueryParams): ListSearchQueriesBulkArg => ({
  localAccountIds: values.stores.length > 0 ? values.stores : undefined,
  month: values.month || undefined,
  freeWord: values.q.trim() || undefined,
  page: values.page,
  pageSize: SEARCH_QUERY_PAGE_SIZE,
});

/** The file covers the stores and months on screen (every keyword, not only this page's). */
export const toExportRequest = (stores: string[], months: string[]): SearchQueryExportRequest | null => {
  if (stores.length === 0) return null;
  const [first, last] = [months[0], months.at(-1)];
  return { local_account_ids: stores, ...(first ? { start_month: first } : {}), ...(last ? { end_month: last } : {}) };
};

/** A month list (newest first, as available_months comes) as options. */
export const monthOptions = (months: string[]) => months.map((m) => ({ value: m, label: m }));

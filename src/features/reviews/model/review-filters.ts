import { isCalendarDate, isRangeInverted } from '../../../shared/dates/calendar-date';

export type InboxProvider = 'google' | 'yahoo';
export type ReplyStatusFilter = 'replied' | 'unreplied';
export type ReviewKindFilter = 1 | 2;

// The inbox filters as the URL keeps them (so reload and back restore them).
export interface ReviewFilters {
  // null when the contract has only one provider: there are no tabs and the server picks by the contract flags.
  provider: InboxProvider | null;
  localAccountIds: string[];
  freeWord: string;
  startAt: string;
  endAt: string;
  ratings: number[];
  replyStatus: ReplyStatusFilter | null;
  kind: ReviewKindFilter | null;
}

export const FREE_WORD_MAX = 100;
const ACCOUNT_KEY = /^[gy]_[1-9][0-9]{0,9}$/;

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const unique = <T>(values: T[]) => [...new Set(values)];

export const parseFilters = (params: URLSearchParams, providers: readonly InboxProvider[]): ReviewFilters => {
  const provider = params.get('provider');
  const startAt = params.get('start_at') ?? '';
  const endAt = params.get('end_at') ?? '';
  const validStart = isCalendarDate(startAt) ? startAt : '';
  const validEnd = isCalendarDate(endAt) && !isRangeInverted(validStart, endAt) ? endAt : '';
  const replyStatus = params.get('reply_status');
  const kind = Number(params.get('kind'));
  return {
    provider: providers.length < 2 ? null : (providers.find((p) => p === provider) ?? providers[0]),
    localAccountIds: unique(list(params.get('local_account_ids')).filter((k) => ACCOUNT_KEY.test(k))),
    freeWord: (params.get('free_word') ?? '').slice(0, FREE_WORD_MAX),
    startAt: validStart,
    endAt: validEnd,
    ratings: unique(
      list(params.get('ratings'))
        .map(Number)
        .filter((r) => Number.isInteger(r) && r >= 1 && r <= 5),
    ).sort((a, b) => a - b),
    replyStatus: replyStatus === 'replied' || replyStatus === 'unreplied' ? replyStatus : null,
    kind: kind === 1 || kind === 2 ? kind : null,
  };
};

// The URL query of the filters; empty filters are left out so a plain /review stays plain.
export const filtersToSearch = (f: ReviewFilters): Record<string, string> => {
  const entries: [string, string | null][] = [
    ['provider', f.provider],
    ['local_account_ids', f.localAccountIds.join(',') || null],
    ['free_word', f.freeWord.trim() || null],
    ['start_at', f.startAt || null],
    ['end_at', f.endAt || null],
    ['ratings', f.ratings.join(',') || null],
    ['reply_status', f.replyStatus],
    ['kind', f.kind === null ? null : String(f.kind)],
  ];
  return Object.fromEntries(entries.filter((e): e is [string, string] => e[1] !== null));
};

// The stores that apply to the open tab: the picker may hold stores of both providers, a tab uses its own only.
export const effectiveAccountIds = (f: ReviewFilters): string[] =>
  f.provider === null ? f.localAccountIds : f.localAccountIds.filter((k) => k.startsWith(f.provider === 'google' ? 'g_' : 'y_'));

// How many conditions narrow the list (the provider tab is not one: it is always set).
export const activeFilterCount = (f: ReviewFilters) =>
  [
    effectiveAccountIds(f).length > 0,
    !!f.freeWord.trim(),
    !!f.startAt,
    !!f.endAt,
    f.ratings.length > 0,
    f.replyStatus !== null,
    f.kind !== null,
  ].filter(Boolean).length;

export interface ReviewQuery {
  localAccountIds?: string[];
  freeWord?: string;
  startAt?: string;
  endAt?: string;
  ratings?: number[];
  replyStatus?: ReplyStatusFilter;
  kind?: ReviewKindFilter;
  provider?: InboxProvider;
}

// The GET /reviews query of the filters (paging is added by the list).
export const toReviewQuery = (f: ReviewFilters): ReviewQuery => {
  const ids = effectiveAccountIds(f);
  const query: ReviewQuery = {};
  if (ids.length > 0) query.localAccountIds = ids;
  if (f.freeWord.trim()) query.freeWord = f.freeWord.trim();
  if (f.startAt) query.startAt = f.startAt;
  if (f.endAt) query.endAt = f.endAt;
  if (f.ratings.length > 0) query.ratings = f.ratings;
  if (f.replyStatus) query.replyStatus = f.replyStatus;
  if (f.kind) query.kind = f.kind;
  if (f.provider) query.provider = f.provider;
  return query;
};

export interface ReviewExportBody {
  format: 'xlsx';
  local_account_ids?: string[];
  free_word?: string;
  start_at?: string;
  end_at?: string;
  ratings?: number[];
  reply_status?: ReplyStatusFilter;
  kind?: ReviewKindFilter;
}

// The export request has no provider field: with tabs and no chosen store, the tab's own stores stand in for it so
// the file holds what the list shows.
export const toExportRequest = (f: ReviewFilters, providerAccountIds: readonly string[]): ReviewExportBody => {
  const q = toReviewQuery(f);
  const ids = q.localAccountIds ?? (f.provider ? providerAccountIds.slice(0, 5000) : undefined);
  const body: ReviewExportBody = { format: 'xlsx' };
  if (ids && ids.length > 0) body.local_account_ids = ids;
  if (q.freeWord) body.free_word = q.freeWord;
  if (q.startAt) body.start_at = q.startAt;
  if (q.endAt) body.end_at = q.endAt;
  if (q.ratings) body.ratings = q.ratings;
  if (q.replyStatus) body.reply_status = q.replyStatus;
  if (q.kind) body.kind = q.kind;
  return body;
};

// The providers the contract allows, in tab order.
export const contractProviders = (flags: { meo_analytics_flag: boolean; y_meo_analytics_flag: boolean } | undefined): InboxProvider[] => {
  if (!flags) return [];
  const providers: InboxProvider[] = [];
  if (flags.meo_analytics_flag) providers.push('google');
  if (flags.y_meo_analytics_flag) providers.push('yahoo');
  return providers;
};

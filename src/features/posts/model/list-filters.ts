import { accountKeysParam, enumParam, intParam, stringParam, type ListParamValues } from '../../../components/list/use-list-params';
import { isCalendarDate, isRangeInverted } from '../../../shared/dates/calendar-date';
import type { ListPostHistoriesApiArg, ListPostSettingsApiArg, PostHistoryStatus, PostSettingStatus } from '../posts.api';

export const FREE_WORD_MAX = 100;

const dateParam = () => stringParam('', { valid: (value) => value === '' || isCalendarDate(value) });

export const SETTING_STATUSES = ['0', '1', '2', '8', '9'] as const;
export const HISTORY_STATUSES = ['0', '1', '-1'] as const;
export const PROVIDERS = ['google', 'yahoo'] as const;

// The list of planned posts: its page and filters as the URL keeps them. start_at/end_at bound the schedule date,
// secondary_start_at/secondary_end_at the creation date (the contract's reading of the spec's two ranges).
export const settingsListParams = {
  page: intParam(1, { max: 100000 }),
  local_account_ids: accountKeysParam(),
  free_word: stringParam('', { maxLength: FREE_WORD_MAX }),
  start_at: dateParam(),
  end_at: dateParam(),
  secondary_start_at: dateParam(),
  secondary_end_at: dateParam(),
  provider: enumParam(PROVIDERS, 'all'),
  status: enumParam(SETTING_STATUSES, 'all'),
};

// The histories: the scheduled-date range, and two narrowing links from elsewhere (one post, one occurrence).
export const historiesListParams = {
  page: intParam(1, { max: 100000 }),
  local_account_ids: accountKeysParam(),
  free_word: stringParam('', { maxLength: FREE_WORD_MAX }),
  start_at: dateParam(),
  end_at: dateParam(),
  provider: enumParam(PROVIDERS, 'all'),
  status: enumParam(HISTORY_STATUSES, 'all'),
  // 0 means "not narrowed": ids start at 1, so intParam refuses 0 and an absent key reads as the default.
  post_setting_id: intParam(0, { max: 2147483647 }),
  local_control_queue_id: intParam(0, { max: 2147483647 }),
};

export type SettingsListValues = ListParamValues<typeof settingsListParams>;
export type HistoriesListValues = ListParamValues<typeof historiesListParams>;

/** The filter fields both lists share (the creation range is the post list's only). */
export interface CommonFilterValues {
  local_account_ids: string[];
  free_word: string;
  start_at: string;
  end_at: string;
  secondary_start_at?: string;
  secondary_end_at?: string;
  provider: string;
  status: string;
}

// An end before its start narrows nothing: the range is sent without its end, as the review inbox does.
const range = (start: string, end: string) => ({ start: start || undefined, end: end && !isRangeInverted(start, end) ? end : undefined });

const isProvider = (value: string): value is (typeof PROVIDERS)[number] => (PROVIDERS as readonly string[]).includes(value);

const common = (v: CommonFilterValues) => {
  const schedule = range(v.start_at, v.end_at);
  const provider = isProvider(v.provider) ? v.provider : undefined;
  return {
    ...(v.local_account_ids.length > 0 ? { localAccountIds: v.local_account_ids } : {}),
    ...(v.free_word.trim() ? { freeWord: v.free_word.trim() } : {}),
    ...(schedule.start ? { startAt: schedule.start } : {}),
    ...(schedule.end ? { endAt: schedule.end } : {}),
    ...(provider ? { provider } : {}),
  };
};

/** The GET /post-management/post-settings query of the URL's filters. */
export const toSettingsQuery = (v: SettingsListValues, pageSize: number): ListPostSettingsApiArg => {
  const created = range(v.secondary_start_at, v.secondary_end_at);
  return {
    ...common(v),
    ...(created.start ? { secondaryStartAt: created.start } : {}),
    ...(created.end ? { secondaryEndAt: created.end } : {}),
    ...(v.status === 'all' ? {} : { status: Number(v.status) as PostSettingStatus }),
    page: v.page,
    pageSize,
  };
};

/** The GET /post-management/post-histories query of the URL's filters. */
export const toHistoriesQuery = (v: HistoriesListValues, pageSize: number): ListPostHistoriesApiArg => ({
  ...common(v),
  ...(v.status === 'all' ? {} : { status: Number(v.status) as PostHistoryStatus }),
  ...(v.post_setting_id > 0 ? { postSettingId: v.post_setting_id } : {}),
  ...(v.local_control_queue_id > 0 ? { localControlQueueId: v.local_control_queue_id } : {}),
  page: v.page,
  pageSize,
});

/** How many conditions narrow the list (for 「N件の条件で絞り込み中」). */
export const activeFilterCount = (v: CommonFilterValues) =>
  [
    v.local_account_ids.length > 0,
    !!v.free_word.trim(),
    !!v.start_at,
    !!v.end_at,
    !!v.secondary_start_at,
    !!v.secondary_end_at,
    v.provider !== 'all',
    v.status !== 'all',
  ].filter(Boolean).length;

/** The shared filters at their defaults (条件をクリア); the page goes back to 1 with them. */
export const clearedFilters = {
  local_account_ids: [] as string[],
  free_word: '',
  start_at: '',
  end_at: '',
  provider: 'all' as const,
  status: 'all' as const,
};

/** The post list's filters at their defaults, its creation range included. */
export const clearedSettingsFilters = { ...clearedFilters, secondary_start_at: '', secondary_end_at: '' };

import { enumParam, intParam, stringParam, type ListParamValues, type ParamDef } from '../../../../components/list/use-list-params';
import type { ListRankHistoriesApiArg, RankExportRequest, RankTimeUnit } from '../../../../features/ranking/ranking.api';
import { PERIOD_KEYS } from '../../../../shared/dates/periods';

export const FREE_WORD_MAX = 100;
const STORES_MAX = 5000;
// The contract allows at most 50 rows a page here.
export const HISTORY_PAGE_SIZE = 20;

const PROVIDERS = ['google', 'yahoo'] as const;
const ACCOUNT_KEY = /^[gy]_[1-9][0-9]{0,9}$/;

/** The store filter as a comma list in the URL; unknown text is dropped rather than sent. */
const storesParam: ParamDef<string[]> = {
  defaultValue: [],
  parse: (raw) => raw.split(',').filter((key) => ACCOUNT_KEY.test(key)).slice(0, STORES_MAX),
  format: (keys) => keys.join(','),
};

export const HISTORY_PARAMS = {
  page: intParam(1),
  provider: enumParam(PROVIDERS, 'all'),
  q: stringParam('', { maxLength: FREE_WORD_MAX }),
  period: enumParam(PERIOD_KEYS, 'month'),
  stores: storesParam,
};

export type HistoryParams = ListParamValues<typeof HISTORY_PARAMS>;

export const toHistoryQuery = (values: HistoryParams, unit: RankTimeUnit): ListRankHistoriesApiArg => ({
  page: values.page,
  pageSize: HISTORY_PAGE_SIZE,
  period: values.period,
  unit,
  provider: values.provider === 'all' ? undefined : values.provider,
  freeWord: values.q.trim() || undefined,
  localAccounts: values.stores.length > 0 ? values.stores : undefined,
});

/** The export covers what the filters show, every page of it. */
export const toExportRequest = (values: HistoryParams, unit: RankTimeUnit): RankExportRequest => ({
  period: values.period,
  unit,
  ...(values.provider === 'all' ? {} : { provider: values.provider }),
  ...(values.q.trim() ? { free_word: values.q.trim() } : {}),
  ...(values.stores.length > 0 ? { local_account_ids: values.stores } : {}),
});

import { accountKeysParam, enumParam, intParam, stringParam, type ListParamValues } from '../../../../components/list/use-list-params';
import type { ListRankHistoriesApiArg, RankExportRequest, RankTimeUnit } from '../../../../features/ranking/ranking.api';
import { PERIOD_KEYS } from '../../../../shared/dates/periods';
import { MEASURE_PROVIDERS } from '../../../../shared/ranking/rank';

export const FREE_WORD_MAX = 100;
// The contract allows at most 50 rows a page here.
export const HISTORY_PAGE_SIZE = 20;

export const HISTORY_PARAMS = {
  page: intParam(1),
  provider: enumParam(MEASURE_PROVIDERS, 'all'),
  q: stringParam('', { maxLength: FREE_WORD_MAX }),
  period: enumParam(PERIOD_KEYS, 'month'),
  stores: accountKeysParam(),
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

import { enumParam, intParam, stringParam } from '../../../components/list/use-list-params';
import { MEASURE_PROVIDERS } from '../../../shared/ranking/rank';

export const KEYWORD_PAGE_SIZE = 20;

export const keywordListParams = {
  page: intParam(1),
  free_word: stringParam('', { maxLength: 100 }),
  provider: enumParam(MEASURE_PROVIDERS, 'all'),
};

/** A path or query id: a positive 32-bit integer, or null for anything else (the screen then says not found). */
export const idOf = (raw: string | null | undefined): number | null =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;

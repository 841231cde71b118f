import { enumParam, intParam, stringParam } from '../../../components/list/use-list-params';
import { MEASURE_PROVIDERS } from '../../../shared/ranking/rank';

export const KEYWORD_PAGE_SIZE = 20;

export const keywordListParams = {
  page: intParam(1),
  free_word: stringParam('', { maxLength: 100 }),
  provider: enumParam(MEASURE_PROVIDERS, 'all'),
};

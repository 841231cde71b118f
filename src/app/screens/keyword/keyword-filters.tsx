import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { FilterPanel } from '../../../components/list/filter-panel';
import { FreeWordFilter } from '../../../components/list/free-word-filter';
import type { ListParamValues } from '../../../components/list/use-list-params';
import { keywordJa } from '../../../shared/i18n/keyword.ja';
import { MEASURE_PROVIDERS } from '../../../shared/ranking/rank';
import type { keywordListParams } from './keyword-params';

const t = keywordJa.list;
type Values = ListParamValues<typeof keywordListParams>;

interface KeywordFiltersProps {
  values: Values;
  onChange: (patch: Partial<Values>) => void;
  onClear: () => void;
}

/** フリーワード (keyword, store name or code) and 媒体. */
export const KeywordFilters = ({ values, onChange, onClear }: KeywordFiltersProps) => {
  const providerId = useId();
  const active = (values.free_word.trim() ? 1 : 0) + (values.provider !== 'all' ? 1 : 0);
  return (
    <FilterPanel active={active} onClear={onClear}>
      <FreeWordFilter value={values.free_word} onCommit={(free_word) => onChange({ free_word })} placeholder={t.freeWord} maxLength={100} />
      <Box flex="1 1 10rem" minW="0">
        <chakra.label htmlFor={providerId} display="block" fontWeight="bold" fontSize="sm" mb="1">
          {t.provider}
        </chakra.label>
        <chakra.select
          id={providerId}
          {...fieldStyle}
          minH="44px"
          value={values.provider}
          onChange={(e) => onChange({ provider: MEASURE_PROVIDERS.find((p) => p === e.target.value) ?? 'all' })}
        >
          <option value="all">{t.allProviders}</option>
          {MEASURE_PROVIDERS.map((p) => (
            <option key={p} value={p}>
              {keywordJa.providers[p]}
            </option>
          ))}
        </chakra.select>
      </Box>
    </FilterPanel>
  );
};

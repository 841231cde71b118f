import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../../components/form/field-style';
import { FilterPanel } from '../../../../components/list/filter-panel';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { enumParam, intParam, stringParam, type ListParamValues } from '../../../../components/list/use-list-params';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { MEASURE_STATUSES } from '../../../../shared/ranking/measure-rules';
import { MEASURE_PROVIDERS } from '../../../../shared/ranking/rank';

const t = rankingSettingsJa;
export const FREE_WORD_MAX = 100;

export const measureListParams = {
  page: intParam(1),
  free_word: stringParam('', { maxLength: FREE_WORD_MAX }),
  provider: enumParam(MEASURE_PROVIDERS, 'all'),
  status: enumParam(MEASURE_STATUSES, 'all'),
};
export type MeasureListValues = ListParamValues<typeof measureListParams>;

const SelectFilter = ({ label, value, options, onChange }: { label: string; value: string; options: Record<string, string>; onChange: (value: string) => void }) => {
  const id = useId();
  return (
    <Box flex="1 1 10rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} minH="44px" fontSize="md" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="all">{t.filters.all}</option>
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};

interface MeasureFiltersProps {
  values: MeasureListValues;
  onChange: (patch: Partial<MeasureListValues>) => void;
  onClear: () => void;
}

// Free word (keyword, store name, store code), provider and status; each change goes back to the first page.
export const MeasureFilters = ({ values, onChange, onClear }: MeasureFiltersProps) => {
  const active = [values.free_word.trim() !== '', values.provider !== 'all', values.status !== 'all'].filter(Boolean).length;
  return (
    <FilterPanel active={active} onClear={onClear}>
      <FreeWordFilter value={values.free_word} onCommit={(free_word) => onChange({ free_word })} placeholder={t.filters.freeWordPlaceholder} maxLength={FREE_WORD_MAX} />
      <SelectFilter label={t.filters.provider} value={values.provider} options={t.provider} onChange={(v) => onChange({ provider: v as MeasureListValues['provider'] })} />
      <SelectFilter label={t.filters.status} value={values.status} options={t.status} onChange={(v) => onChange({ status: v as MeasureListValues['status'] })} />
    </FilterPanel>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { fieldStyle } from '../../../../components/form/field-style';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import type { RankTimeUnit } from '../../../../features/ranking/ranking.api';
import { PERIOD_KEYS } from '../../../../shared/dates/periods';
import { datesJa } from '../../../../shared/i18n/dates.ja';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { StoreFilter } from '../../shared/store-filter';
import { useStorePickerSource } from '../../shared/use-store-picker-source';
import { FREE_WORD_MAX, type HistoryParams } from './ranking-history-params';

const t = rankingHistoryJa.filters;
const UNITS: RankTimeUnit[] = ['day', 'week', 'month'];

const Select = ({ label, value, onChange, children }: { label: string; value: string; onChange: (v: string) => void; children: ReactNode }) => {
  const id = useId();
  return (
    <Box flex="1 1 9rem">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} minH="44px" value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </chakra.select>
    </Box>
  );
};

interface RankingHistoryFiltersProps {
  values: HistoryParams;
  onChange: (patch: Partial<HistoryParams>) => void;
  unit: RankTimeUnit;
  onUnitChange: (unit: RankTimeUnit) => void;
}

// 媒体, free word, stores, 期間 and 単位; each change reloads the list from its first page.
export const RankingHistoryFilters = ({ values, onChange, unit, onUnitChange }: RankingHistoryFiltersProps) => {
  const source = useStorePickerSource();
  const [open, setOpen] = useState(false);
  return (
    <Box display="flex" flexDirection="column" gap="3" mb="4" data-testid="ranking-history-filters">
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
        <Select label={t.provider} value={values.provider} onChange={(v) => onChange({ provider: v as HistoryParams['provider'] })}>
          <option value="all">{t.providerAll}</option>
          <option value="google">{t.google}</option>
          <option value="yahoo">{t.yahoo}</option>
        </Select>
        <Select label={t.period} value={values.period} onChange={(v) => onChange({ period: v as HistoryParams['period'] })}>
          {PERIOD_KEYS.map((key) => (
            <option key={key} value={key}>
              {datesJa.periods[key]}
            </option>
          ))}
        </Select>
        <Select label={t.unit} value={unit} onChange={(v) => onUnitChange(v as RankTimeUnit)}>
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {rankingHistoryJa.units[u]}
            </option>
          ))}
        </Select>
        <FreeWordFilter value={values.q} onCommit={(q) => onChange({ q })} placeholder={t.freeWordPlaceholder} maxLength={FREE_WORD_MAX} />
      </Box>
      <StoreFilter
        {...source}
        texts={rankingHistoryJa.stores}
        scope="ranking-history-stores"
        applyId="ranking-history-apply-stores"
        value={values.stores}
        onApply={(stores) => onChange({ stores })}
        open={open}
        onOpenChange={setOpen}
        initialProvider={source.rows[0]?.provider ?? 'google'}
        summaryTestId="ranking-store-summary"
      />
    </Box>
  );
};

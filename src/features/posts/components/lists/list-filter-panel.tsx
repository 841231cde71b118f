import type { ReactNode } from 'react';
import { DateRangeInputs } from '../../../../components/form/date-range-inputs';
import { FilterPanel } from '../../../../components/list/filter-panel';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../../shared/i18n/posts.ja';
import { activeFilterCount, FREE_WORD_MAX, PROVIDERS, type CommonFilterValues } from '../../model/list-filters';
import { FilterSelect } from './filter-select';

const t = postListsJa.filters;
const providerOptions = PROVIDERS.map((p) => ({ value: p, label: postsJa.provider[p] }));

interface ListFilterPanelProps {
  values: CommonFilterValues;
  onChange: (patch: Partial<CommonFilterValues>) => void;
  onClear: () => void;
  statusOptions: readonly { value: string; label: string }[];
  /** The post list also filters by creation date (the spec's second range). */
  withCreatedRange?: boolean;
  /** The store filter, composed by the screen (it uses the store picker feature). */
  storeFilter?: ReactNode;
}

export const ListFilterPanel = ({ values, onChange, onClear, statusOptions, withCreatedRange = false, storeFilter }: ListFilterPanelProps) => (
  <FilterPanel active={activeFilterCount(values)} onClear={onClear} storeFilter={storeFilter}>
    <FreeWordFilter
      value={values.free_word}
      onCommit={(free_word) => onChange({ free_word })}
      placeholder={t.freeWordPlaceholder}
      maxLength={FREE_WORD_MAX}
    />
    <DateRangeInputs
      startAt={values.start_at}
      endAt={values.end_at}
      startLabel={t.scheduleStart}
      endLabel={t.scheduleEnd}
      onCommit={(range) => onChange({ start_at: range.startAt, end_at: range.endAt })}
    />
    {withCreatedRange ? (
      <DateRangeInputs
        startAt={values.secondary_start_at ?? ''}
        endAt={values.secondary_end_at ?? ''}
        startLabel={t.createdStart}
        endLabel={t.createdEnd}
        onCommit={(range) => onChange({ secondary_start_at: range.startAt, secondary_end_at: range.endAt })}
      />
    ) : null}
    <FilterSelect label={t.provider} value={values.provider} options={providerOptions} onChange={(provider) => onChange({ provider })} />
    <FilterSelect label={t.status} value={values.status} options={statusOptions} onChange={(status) => onChange({ status })} />
  </FilterPanel>
);

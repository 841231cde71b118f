import type { ReactNode } from 'react';
import { DateRangeInputs } from '../../../components/form/date-range-inputs';
import { FilterPanel } from '../../../components/list/filter-panel';
import { FreeWordFilter } from '../../../components/list/free-word-filter';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { activeFilterCount, FREE_WORD_MAX, type ReviewFilters } from '../model/review-filters';
import { RatingFilter } from './rating-filter';
import { KindSelect, ReplyStatusFilterField } from './reply-kind-filters';

const t = reviewInboxJa.filters;

interface ReviewFiltersPanelProps {
  filters: ReviewFilters;
  onChange: (patch: Partial<ReviewFilters>) => void;
  onClear: () => void;
  // The store filter is composed by the screen (it uses the store picker feature).
  storeFilter?: ReactNode;
  debounceMs?: number;
}

export const ReviewFiltersPanel = ({ filters, onChange, onClear, storeFilter, debounceMs }: ReviewFiltersPanelProps) => (
  <FilterPanel active={activeFilterCount(filters)} onClear={onClear} storeFilter={storeFilter}>
    <FreeWordFilter
      value={filters.freeWord}
      onCommit={(freeWord) => onChange({ freeWord })}
      placeholder={t.freeWordPlaceholder}
      maxLength={FREE_WORD_MAX}
      debounceMs={debounceMs}
    />
    <DateRangeInputs startAt={filters.startAt} endAt={filters.endAt} onCommit={(range) => onChange(range)} />
    <RatingFilter value={filters.ratings} onChange={(ratings) => onChange({ ratings })} />
    <ReplyStatusFilterField value={filters.replyStatus} onChange={(replyStatus) => onChange({ replyStatus })} />
    <KindSelect value={filters.kind} onChange={(kind) => onChange({ kind })} />
  </FilterPanel>
);

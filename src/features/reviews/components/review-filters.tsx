import { Box, chakra } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { DateRangeInputs } from '../../../components/form/date-range-inputs';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { activeFilterCount, type ReviewFilters } from '../model/review-filters';
import { FreeWordField } from './free-word-field';
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

// Wide screens start with the filters open; a phone starts with the list and opens 絞り込み when needed.
const startsOpen = () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches;

export const ReviewFiltersPanel = ({ filters, onChange, onClear, storeFilter, debounceMs }: ReviewFiltersPanelProps) => {
  const panelId = useId();
  const [open, setOpen] = useState(startsOpen);
  const active = activeFilterCount(filters);
  return (
    <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3">
        <Button variant="outline" minH="44px" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
          <chakra.span aria-hidden="true">{open ? '▲' : '▼'}</chakra.span>
          {t.toggle}
        </Button>
        {active > 0 ? (
          <chakra.span fontSize="sm" color="muted">
            {t.active(active)}
          </chakra.span>
        ) : null}
        {active > 0 ? (
          <Button variant="ghost" minH="44px" ml="auto" onClick={onClear}>
            {t.clear}
          </Button>
        ) : null}
      </Box>
      <Box id={panelId} hidden={!open} mt="3">
        {open ? (
          <Box display="flex" flexWrap="wrap" gap="4" alignItems="flex-start">
            {storeFilter ? <Box flex="1 1 100%">{storeFilter}</Box> : null}
            <FreeWordField value={filters.freeWord} onCommit={(freeWord) => onChange({ freeWord })} debounceMs={debounceMs} />
            <DateRangeInputs startAt={filters.startAt} endAt={filters.endAt} onCommit={(range) => onChange(range)} />
            <RatingFilter value={filters.ratings} onChange={(ratings) => onChange({ ratings })} />
            <ReplyStatusFilterField value={filters.replyStatus} onChange={(replyStatus) => onChange({ replyStatus })} />
            <KindSelect value={filters.kind} onChange={(kind) => onChange({ kind })} />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
};

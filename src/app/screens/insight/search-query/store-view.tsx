import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LabelledSelect } from '../../../../components/form/labelled-select';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { EmptyState } from '../../../../components/empty-state';
import { useListSearchQueriesQuery } from '../../../../features/insight/insight.api';
import { StoreKeywordTable } from '../../../../features/insight/search-query/components/store-keyword-table';
import type { PickerRow } from '../../../../features/store-picker/model/picker-rows';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';
import { ExportButton } from './export-button';
import { FREE_WORD_MAX, monthOptions, moveWindow, toExportRequest, toStoreQuery, type SearchQueryParams } from './search-query-params';

const t = searchQueryJa.filters;

interface StoreViewProps {
  values: SearchQueryParams;
  stores: PickerRow[];
  /** The linked stores are still loading: no store yet is not yet "none linked". */
  storesLoading: boolean;
  onChange: (patch: Partial<SearchQueryParams>) => void;
  onPageChange: (page: number) => void;
}

// 店舗別: one Google store's keywords over a window of months (the last six with data unless chosen).
export const StoreView = ({ values, stores, storesLoading, onChange, onPageChange }: StoreViewProps) => {
  const store = stores.find((s) => s.key === values.store) ?? stores[0];
  const args = useMemo(() => (store ? toStoreQuery(values, store.key) : null), [values, store]);
  const query = useListSearchQueriesQuery(args ?? { localAccountId: '' }, { skip: !args });
  if (!store) return storesLoading ? null : <EmptyState message={t.storeNone} />;
  const data = query.data;
  const available = monthOptions(data?.available_months ?? []);
  const start = values.start || (data?.months[0] ?? '');
  const end = values.end || (data?.months.at(-1) ?? '');
  const move = (moved: 'start' | 'end') => (month: string) => onChange(moveWindow(start, end, moved, month));
  return (
    <>
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end" mb="4" data-testid="store-view-filters">
        <LabelledSelect
          label={t.store}
          value={store.key}
          options={stores.map((s) => ({ value: s.key, label: s.title }))}
          onChange={(key) => onChange({ store: key, start: '', end: '' })}
        />
        <LabelledSelect label={t.startMonth} value={start} options={available} onChange={move('start')} />
        <LabelledSelect label={t.endMonth} value={end} options={available} onChange={move('end')} />
        <FreeWordFilter value={values.q} onCommit={(q) => onChange({ q })} placeholder={t.freeWordPlaceholder} maxLength={FREE_WORD_MAX} />
        <ExportButton request={data ? toExportRequest([store.key], data.months) : null} />
      </Box>
      <StoreKeywordTable query={query} storeName={store.title} onPageChange={onPageChange} />
    </>
  );
};

import { Box } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LabelledSelect } from '../../../../components/form/labelled-select';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { useListSearchQueriesBulkQuery } from '../../../../features/insight/insight.api';
import { BulkKeywordTable } from '../../../../features/insight/search-query/components/bulk-keyword-table';
import { searchQueryJa } from '../../../../shared/i18n/search-query.ja';
import { StoreFilter } from '../../shared/store-filter';
import type { StorePickerSource } from '../../shared/use-store-picker-source';
import { ExportButton } from './export-button';
import { FREE_WORD_MAX, monthOptions, toBulkQuery, toExportRequest, type SearchQueryParams } from './search-query-params';

const t = searchQueryJa;

interface BulkViewProps {
  values: SearchQueryParams;
  /** The Google stores only: keywords come from Google. */
  source: StorePickerSource;
  onChange: (patch: Partial<SearchQueryParams>) => void;
  onPageChange: (page: number) => void;
}

// 全店舗: one month across the chosen stores (every Google store unless narrowed).
export const BulkView = ({ values, source, onChange, onPageChange }: BulkViewProps) => {
  const [open, setOpen] = useState(false);
  const query = useListSearchQueriesBulkQuery(useMemo(() => toBulkQuery(values), [values]));
  const data = query.data;
  const month = values.month || (data?.month ?? '');
  const stores = values.stores.length > 0 ? values.stores : source.rows.map((r) => r.key);
  return (
    <>
      <Box display="flex" flexDirection="column" gap="3" mb="4" data-testid="bulk-view-filters">
        <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
          <LabelledSelect label={t.filters.month} value={month} options={monthOptions(data?.available_months ?? [])} onChange={(m) => onChange({ month: m })} />
          <FreeWordFilter value={values.q} onCommit={(q) => onChange({ q })} placeholder={t.filters.freeWordPlaceholder} maxLength={FREE_WORD_MAX} />
          <ExportButton request={data && month ? toExportRequest(stores, [month]) : null} />
        </Box>
        <StoreFilter
          {...source}
          texts={t.stores}
          scope="search-query-stores"
          applyId="search-query-apply-stores"
          value={values.stores}
          onApply={(keys) => onChange({ stores: keys })}
          open={open}
          onOpenChange={setOpen}
          initialProvider="google"
          summaryTestId="search-query-store-summary"
        />
      </Box>
      <BulkKeywordTable query={query} onPageChange={onPageChange} />
    </>
  );
};

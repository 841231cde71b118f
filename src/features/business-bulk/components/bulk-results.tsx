import { chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { PagedTable, type Column } from '../../../components/list/paged-table';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { useListBusinessBulkResultsQuery, type BulkRunResult } from '../business-bulk.api';
import { businessBulkJa, listingFieldLabelsJa, providerLabelsJa } from '../business-bulk.ja';

const t = businessBulkJa.run;
const PAGE_SIZE = 50;
const tones: Record<BulkRunResult['status'], StatusTone> = { queued: 'muted', sending: 'info', done: 'success', failed: 'danger', skipped: 'warning' };

const columns: Column<BulkRunResult>[] = [
  { key: 'store', header: t.store, rowHeader: true, cell: (r) => r.store_name },
  { key: 'provider', header: t.provider, cell: (r) => providerLabelsJa[r.provider] },
  { key: 'result', header: t.result, cell: (r) => <StatusBadge tone={tones[r.status]} label={t.resultStatus[r.status]} /> },
  { key: 'fields', header: t.fields, cell: (r) => r.fields.map((f) => listingFieldLabelsJa[f]).join('、') },
  { key: 'reason', header: t.reason, cell: (r) => r.error ?? '', cellProps: { overflowWrap: 'anywhere', minW: '12rem' } },
];

const Results = ({ runId, status, heading, testId }: { runId: number; status?: 'failed'; heading: string; testId: string }) => {
  const [page, setPage] = useState(1);
  const query = useListBusinessBulkResultsQuery(useMemo(() => ({ id: runId, status, page, pageSize: PAGE_SIZE }), [runId, status, page]));
  if (status && (query.data?.data.length ?? 0) === 0) return null;
  return (
    <chakra.section aria-label={heading} mt="4">
      <chakra.h3 fontWeight="bold" mb="2">
        {heading}
      </chakra.h3>
      <PagedTable
        query={query}
        columns={columns}
        rowKey={(r) => `${r.local_account_id}`}
        rowTestId={(r) => `bulk-result-${r.local_account_id}`}
        label={heading}
        onPageChange={setPage}
        paginateOnlyWhenMany
        data-testid={testId}
      />
    </chakra.section>
  );
};

// The run's lines, store × provider: the failures first (with the provider's reason), then every line.
export const BulkResults = ({ runId }: { runId: number }) => (
  <chakra.section aria-labelledby="bulk-results-heading" mt="6">
    <chakra.h2 id="bulk-results-heading" fontSize="lg" fontWeight="bold">
      {t.resultsHeading}
    </chakra.h2>
    <Results runId={runId} status="failed" heading={t.failedHeading} testId="bulk-failed-results" />
    <Results runId={runId} heading={t.resultsLabel} testId="bulk-all-results" />
  </chakra.section>
);

import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { PagedTable, type Column } from '../../../components/list/paged-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../shared/formats/formats';
import { useListBusinessBulkRunsQuery, type BulkRun, type BusinessBulkChanges } from '../business-bulk.api';
import { businessBulkJa, listingFieldLabelsJa } from '../business-bulk.ja';

const t = businessBulkJa.runs;
const r = businessBulkJa.run;

const changedFields = (changes: BusinessBulkChanges) =>
  (Object.keys(changes) as (keyof BusinessBulkChanges)[]).map((field) => listingFieldLabelsJa[field]).join('、');

// Earlier bulk edits of the company, newest first; one can be reopened to follow it or retry its failures.
export const BulkRunsList = ({ onOpen }: { onOpen: (runId: number) => void }) => {
  const [page, setPage] = useState(1);
  // Read again on every mount: a run applied meanwhile has moved on since the list was last shown.
  const query = useListBusinessBulkRunsQuery({ page, pageSize: 10 }, { refetchOnMountOrArgChange: true });
  const columns: Column<BulkRun>[] = [
    { key: 'created', header: t.created, rowHeader: true, cell: (run) => formatDateTime(run.created_at) },
    { key: 'user', header: t.user, cell: (run) => run.user_name ?? '' },
    { key: 'scope', header: t.scope, cell: (run) => t.scopes[run.scope] },
    { key: 'fields', header: t.fields, cell: (run) => changedFields(run.changes) },
    {
      key: 'result',
      header: t.result,
      cell: (run) => (
        <>
          <StatusBadge tone={run.status === 'done' ? 'success' : run.status === 'running' ? 'info' : 'danger'} label={r.status[run.status]} />{' '}
          {r.counts(run.total - run.pending, run.total)}
        </>
      ),
    },
    {
      key: 'open',
      header: t.open,
      cell: (run) => (
        <Button variant="outline" size="sm" minH="11" aria-label={t.openLabel(run.id)} onClick={() => onOpen(run.id)}>
          {t.open}
        </Button>
      ),
    },
  ];
  return (
    <chakra.section aria-labelledby="bulk-runs-heading" mt="8">
      <chakra.h2 id="bulk-runs-heading" fontSize="lg" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      <PagedTable query={query} columns={columns} rowKey={(run) => run.id} label={t.listLabel} onPageChange={setPage} empty={t.empty} paginateOnlyWhenMany data-testid="bulk-runs" />
    </chakra.section>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Cell, DataTable, HeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { ja } from '../../../shared/i18n/ja';
import { useListAuditLogsQuery } from '../audit.api';

/** What support staff did while signed in as users: who, as whom, which operation, with what result. */
export const AuditLogTable = () => {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useListAuditLogsQuery({ page, pageSize: 10 });
  if (isLoading) return <Box aria-busy="true" minH="20" />;
  if (!data || data.data.length === 0) return <EmptyState message={ja.audit.empty} />;
  return (
    <>
      <DataTable data-testid="audit-log-table">
        <thead>
          <tr>
            <HeadCell scope="col">{ja.audit.time}</HeadCell>
            <HeadCell scope="col">{ja.audit.actor}</HeadCell>
            <HeadCell scope="col">{ja.audit.subject}</HeadCell>
            <HeadCell scope="col">{ja.audit.operation}</HeadCell>
            <HeadCell scope="col">{ja.audit.status}</HeadCell>
          </tr>
        </thead>
        <tbody>
          {data.data.map((row) => (
            <tr key={row.id}>
              <Cell whiteSpace="nowrap">{row.created_at}</Cell>
              <Cell>{row.actor_name ?? ja.audit.unknown}</Cell>
              <Cell>
                {row.subject_name ?? ja.audit.unknown}
                <chakra.span display="block" color="muted" fontSize="xs">
                  {[row.subject_corporate_name, row.subject_email].filter(Boolean).join(' / ')}
                </chakra.span>
              </Cell>
              <Cell>
                {row.operation_id}
                <chakra.span display="block" color="muted" fontSize="xs">
                  {row.method} {row.path}
                </chakra.span>
              </Cell>
              <Cell>{row.status_code}</Cell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pagination pagination={data.pagination} onChange={setPage} />
    </>
  );
};

import { chakra } from '@chakra-ui/react';
import { PagedTable, type Column } from '../../../components/list/paged-table';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { auditOperationLabel } from '../../../shared/i18n/audit-operations.ja';
import { ja } from '../../../shared/i18n/ja';
import { supportJa } from '../../../shared/i18n/support.ja';
import { useListAuditLogsQuery, type ListAuditLogsApiResponse } from '../audit.api';

type AuditLog = ListAuditLogsApiResponse['data'][number];

// A prefixed key keeps the page number apart from any other list the screen may gain.
const auditParams = { page: intParam(1) };

const columns: Column<AuditLog>[] = [
  { key: 'time', header: ja.audit.time, cell: (row) => row.created_at, cellProps: { whiteSpace: 'nowrap' } },
  { key: 'actor', header: ja.audit.actor, cell: (row) => row.actor_name ?? ja.audit.unknown },
  {
    key: 'subject',
    header: ja.audit.subject,
    cell: (row) => (
      <>
        {row.subject_name ?? ja.audit.unknown}
        <chakra.span display="block" color="muted" fontSize="xs">
          {[row.subject_corporate_name, row.subject_email].filter(Boolean).join(' / ')}
        </chakra.span>
      </>
    ),
  },
  // What the person did, in Japanese; operation ids and API paths mean nothing to support staff.
  { key: 'operation', header: ja.audit.operation, cell: (row) => auditOperationLabel(row.operation_id) },
  {
    key: 'status',
    header: ja.audit.status,
    cell: (row) => (row.status_code < 400 ? supportJa.audit.succeeded : supportJa.audit.failed(row.status_code)),
    cellProps: { whiteSpace: 'nowrap' },
  },
];

/** What support staff did while signed in as users: who, as whom, which operation, with what result. */
export const AuditLogTable = () => {
  const { values, setPage } = useListParams(auditParams, { prefix: 'audit_' });
  const query = useListAuditLogsQuery({ page: values.page, pageSize: 10 });
  return (
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(row) => row.id}
      label={ja.audit.title}
      empty={ja.audit.empty}
      onPageChange={setPage}
      data-testid="audit-log-table"
    />
  );
};

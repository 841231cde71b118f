import { chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { PagedTable, type Column } from '../../../components/list/paged-table';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { ja } from '../../../shared/i18n/ja';
import { useListDataFilesQuery, useRetryDataFileMutation, type DataFile } from '../exports.api';

const FileAction = ({ file }: { file: DataFile }) => {
  const [retry, { isLoading }] = useRetryDataFileMutation();
  if (file.download_url) {
    return (
      <chakra.a href={file.download_url} download color="allgrow" textDecoration="underline">
        {ja.dialog.download}
      </chakra.a>
    );
  }
  if (file.status === 'failed') {
    return (
      <Button size="sm" variant="outline" disabled={isLoading} onClick={() => void retry({ id: file.id })}>
        {ja.exports.retry}
      </Button>
    );
  }
  return file.is_expired ? <chakra.span color="muted">{ja.exports.expired}</chakra.span> : null;
};

// The list sits below the screen's own content, so its page number has a key of its own.
const fileParams = { page: intParam(1) };

const columns: Column<DataFile>[] = [
  { key: 'created', header: ja.exports.createdAt, cell: (file) => file.created_at, cellProps: { whiteSpace: 'nowrap' } },
  { key: 'name', header: ja.exports.fileName, cell: (file) => file.file_name },
  {
    key: 'status',
    header: ja.exports.status,
    cell: (file) => (
      <>
        {ja.exports.statuses[file.status]}
        {file.error_message ? (
          <chakra.span display="block" color="danger" fontSize="xs">
            {file.error_message}
          </chakra.span>
        ) : null}
      </>
    ),
  },
  { key: 'expires', header: ja.exports.expiresAt, cell: (file) => file.expires_at ?? '', cellProps: { whiteSpace: 'nowrap' } },
  { key: 'action', header: ja.exports.action, cell: (file) => <FileAction file={file} /> },
];

/** The actor's data files, newest first: the record of every export, also for a client that missed its event. */
export const DataFileList = () => {
  const { values, setPage } = useListParams(fileParams, { prefix: 'file_' });
  const query = useListDataFilesQuery({ page: values.page, pageSize: 10 });
  return (
    <PagedTable
      query={query}
      columns={columns}
      rowKey={(file) => file.id}
      rowTestId={(file) => `data-file-${file.id}`}
      label={ja.exports.title}
      empty={ja.exports.empty}
      onPageChange={setPage}
      data-testid="data-file-list"
    />
  );
};

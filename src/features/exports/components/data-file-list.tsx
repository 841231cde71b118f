import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Cell, DataTable, HeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
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

/** The actor's data files, newest first: the record of every export, also for a client that missed its event. */
export const DataFileList = () => {
  const [page, setPage] = useState(1);
  const { data, isLoading } = useListDataFilesQuery({ page, pageSize: 10 });
  if (isLoading) return <Box aria-busy="true" minH="20" />;
  if (!data || data.data.length === 0) return <EmptyState message={ja.exports.empty} />;
  return (
    <>
      <DataTable data-testid="data-file-list">
        <thead>
          <tr>
            <HeadCell scope="col">{ja.exports.createdAt}</HeadCell>
            <HeadCell scope="col">{ja.exports.fileName}</HeadCell>
            <HeadCell scope="col">{ja.exports.status}</HeadCell>
            <HeadCell scope="col">{ja.exports.expiresAt}</HeadCell>
            <HeadCell scope="col">{ja.exports.action}</HeadCell>
          </tr>
        </thead>
        <tbody>
          {data.data.map((file) => (
            <tr key={file.id} data-testid={`data-file-${file.id}`}>
              <Cell whiteSpace="nowrap">{file.created_at}</Cell>
              <Cell>{file.file_name}</Cell>
              <Cell>
                {ja.exports.statuses[file.status]}
                {file.error_message ? (
                  <chakra.span display="block" color="danger" fontSize="xs">
                    {file.error_message}
                  </chakra.span>
                ) : null}
              </Cell>
              <Cell whiteSpace="nowrap">{file.expires_at ?? ''}</Cell>
              <Cell>
                <FileAction file={file} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <Pagination pagination={data.pagination} onChange={setPage} />
    </>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Pagination } from '../../../components/pagination';
import { ja } from '../../../shared/i18n/ja';
import { useListDataFilesQuery, useRetryDataFileMutation, type DataFile } from '../exports.api';

const Cell = chakra('td', {
  base: { px: '2', py: '2', borderBottomWidth: '1px', borderStyle: 'solid', borderColor: 'line', fontSize: 'sm' },
});
const Head = chakra('th', {
  base: { px: '2', py: '2', textAlign: 'left', fontSize: 'sm', borderBottomWidth: '2px', borderStyle: 'solid', borderColor: 'line' },
});

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
      <Box overflowX="auto">
        <chakra.table width="100%" borderCollapse="collapse" data-testid="data-file-list">
          <thead>
            <tr>
              <Head scope="col">{ja.exports.createdAt}</Head>
              <Head scope="col">{ja.exports.fileName}</Head>
              <Head scope="col">{ja.exports.status}</Head>
              <Head scope="col">{ja.exports.expiresAt}</Head>
              <Head scope="col">{ja.exports.action}</Head>
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
        </chakra.table>
      </Box>
      <Pagination pagination={data.pagination} onChange={setPage} />
    </>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PagedTable, type Column } from '../../../components/list/paged-table';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { useDeleteMediaPostHistoryMutation, useListMediaPostHistoriesQuery, type MediaPostHistory } from '../media-posting.api';
import { MediaStatusBadge } from './media-status-badge';
import { MediaStatusFilter, statusParam, statusQuery } from './media-status-filter';
import { MediaThumbnail } from './media-thumbnail';

const t = mediaPostingJa.history;
const PAGE_SIZE = 20;
const listParams = { page: intParam(1), status: statusParam };

/** Only a posted item still on the listing can be removed from Google. */
const isDeletable = (row: MediaPostHistory) => row.status === 1 && row.deleted_at === null;

const columns = (onDelete: (row: MediaPostHistory) => void): Column<MediaPostHistory>[] => [
  { key: 'store', header: t.store, rowHeader: true, cell: (row) => row.store_name, cellProps: { minW: '10rem' } },
  {
    key: 'media',
    header: t.media,
    cell: (row) => (
      <Box display="flex" alignItems="center" gap="2">
        <MediaThumbnail format={row.media_format} category={row.category} url={row.thumbnail_url} size="12" />
        <chakra.span>{mediaPostingJa.categories[row.category]}</chakra.span>
      </Box>
    ),
    cellProps: { minW: '10rem' },
  },
  {
    key: 'status',
    header: t.status,
    cell: (row) => (
      <Box display="flex" flexDirection="column" alignItems="flex-start" gap="1">
        <MediaStatusBadge status={row.status} />
        {row.deleted_at ? <chakra.span color="muted">{t.deletedAt(row.deleted_at)}</chakra.span> : null}
      </Box>
    ),
  },
  { key: 'postedAt', header: t.postedAt, cell: (row) => row.posted_at ?? row.scheduled_at ?? row.created_at, cellProps: { whiteSpace: 'nowrap' } },
  {
    key: 'error',
    header: t.error,
    cell: (row) => (row.error_message ? <chakra.span color="danger">{row.error_message}</chakra.span> : null),
    cellProps: { minW: '12rem', wordBreak: 'break-all' },
  },
  {
    key: 'actions',
    header: t.actions,
    cell: (row) => (
      <Box display="flex" flexWrap="wrap" gap="2">
        {row.google_url && row.deleted_at === null ? (
          <chakra.a href={row.google_url} target="_blank" rel="noreferrer noopener" color="var(--brand)" textDecoration="underline" whiteSpace="nowrap">
            {t.openAtGoogle}
          </chakra.a>
        ) : null}
        {isDeletable(row) ? (
          <Button size="sm" variant="danger" minH="44px" aria-label={t.deleteOf(row.store_name)} onClick={() => onDelete(row)}>
            {t.delete}
          </Button>
        ) : null}
      </Box>
    ),
  },
];

// What was posted (or is to be) at each store, with the provider's error of a failure; a posted item can be
// removed from the store's Google listing.
export const MediaHistoryTable = () => {
  const { values, setPage, setFilters } = useListParams(listParams);
  const list = useListMediaPostHistoriesQuery({ page: values.page, pageSize: PAGE_SIZE, status: statusQuery(values.status) });
  const [remove] = useDeleteMediaPostHistoryMutation();
  const [deleting, setDeleting] = useState<MediaPostHistory | null>(null);
  const cols = useMemo(() => columns(setDeleting), []);
  return (
    <>
      <MediaStatusFilter value={values.status} onChange={(status) => setFilters({ status })} />
      <PagedTable
        query={list}
        columns={cols}
        rowKey={(row) => row.id}
        label={t.label}
        onPageChange={setPage}
        rowTestId={(row) => `media-history-${row.id}`}
        data-testid="media-history-table"
      />
      {deleting ? (
        <ConfirmDialog
          message={t.deleteConfirm}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const { id } = deleting;
            setDeleting(null);
            void remove({ id })
              .unwrap()
              .catch(() => undefined);
          }}
        />
      ) : null}
    </>
  );
};

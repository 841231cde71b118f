import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { Column } from '../../../../components/list/paged-table';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../../shared/i18n/posts.ja';
import { postLabel } from '../../model/list-bulk';
import type { PostHistory } from '../../posts.api';
import { HistoryActions } from './history-actions';
import { HistoryError, historyKind, ProviderLink } from './history-parts';
import { HistoryStatusBadge, ProviderStateBadge } from './post-status';
import { TextLink } from './text-link';

const t = postListsJa.histories;

const contentLabel = (history: PostHistory) =>
  postLabel({ id: history.id, event_title: history.title ?? '', yahoo_title: '', summary: history.summary });

/** The columns of the histories: what went where, how it ended, and what can be done with it. */
export const useHistoryColumns = (detailPath: (id: number) => string) =>
  useMemo(
    (): Column<PostHistory>[] => [
      { key: 'store', header: t.columns.store, rowHeader: true, cellProps: { minW: '8rem' }, cell: (h) => h.account_title },
      {
        key: 'status',
        header: t.columns.status,
        cellProps: { minW: '10rem' },
        cell: (h) => (
          <>
            <HistoryStatusBadge status={h.status} />
            <HistoryError history={h} />
          </>
        ),
      },
      { key: 'provider', header: t.columns.provider, cellProps: { whiteSpace: 'nowrap' }, cell: (h) => postsJa.provider[h.provider] },
      {
        key: 'content',
        header: t.columns.content,
        cellProps: { minW: '14rem' },
        cell: (h) => (
          <>
            <TextLink to={detailPath(h.id)}>{contentLabel(h)}</TextLink>
            <chakra.span display="block" fontSize="xs" color="muted">
              {historyKind(h)}
            </chakra.span>
          </>
        ),
      },
      { key: 'scheduled', header: t.columns.scheduledAt, cellProps: { whiteSpace: 'nowrap' }, cell: (h) => h.scheduled_at },
      { key: 'posted', header: t.columns.postedAt, cellProps: { whiteSpace: 'nowrap' }, cell: (h) => h.posted_at ?? t.noProviderState },
      {
        key: 'state',
        header: t.columns.providerState,
        cell: (h) => (
          <Box display="flex" flexWrap="wrap" alignItems="center" gap="2">
            <ProviderStateBadge state={h.provider_state} />
            <ProviderLink history={h} />
          </Box>
        ),
      },
      { key: 'actions', header: t.columns.actions, cell: (h) => <HistoryActions history={h} /> },
    ],
    [detailPath],
  );

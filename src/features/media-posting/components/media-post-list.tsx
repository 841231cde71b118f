import { chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/list/query-state';
import { intParam, useListParams } from '../../../components/list/use-list-params';
import { Pagination } from '../../../components/pagination';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { useListMediaPostsQuery, useUpdateMediaPostStatusMutation, type MediaPost } from '../media-posting.api';
import { isActive, MediaPostCard } from './media-post-card';
import { MediaStatusFilter, statusParam, statusQuery } from './media-status-filter';

const t = mediaPostingJa.list;
const PAGE_SIZE = 20;
const listParams = { page: intParam(1), status: statusParam };
// While a post is on its way to Google the statuses move on their own; the list follows them.
const POLL_MS = 15_000;

// The company's media posts, newest first, a page at a time; a post still waiting everywhere can be cancelled.
export const MediaPostList = () => {
  const { values, setPage, setFilters } = useListParams(listParams);
  const [polling, setPolling] = useState(false);
  const list = useListMediaPostsQuery({ page: values.page, pageSize: PAGE_SIZE, status: statusQuery(values.status) }, { pollingInterval: polling ? POLL_MS : 0 });
  const active = !!list.data?.data.some(isActive);
  useEffect(() => setPolling(active), [active]);
  const [updateStatus] = useUpdateMediaPostStatusMutation();
  const [cancelling, setCancelling] = useState<MediaPost | null>(null);
  return (
    <>
      <MediaStatusFilter value={values.status} onChange={(status) => setFilters({ status })} />
      <QueryState query={list} isEmpty={(result) => result.data.length === 0}>
        {({ data, pagination }) => (
          <>
            <chakra.ul aria-label={t.label} aria-busy={list.isFetching || undefined} listStyleType="none" m="0" p="0" data-testid="media-post-list">
              {data.map((post) => (
                <MediaPostCard key={post.id} post={post} onCancel={setCancelling} />
              ))}
            </chakra.ul>
            <Pagination pagination={pagination} onChange={setPage} />
          </>
        )}
      </QueryState>
      {cancelling ? (
        <ConfirmDialog
          message={t.cancelConfirm}
          confirmLabel={t.cancelConfirmLabel}
          onCancel={() => setCancelling(null)}
          onConfirm={() => {
            const { id } = cancelling;
            setCancelling(null);
            void updateStatus({ id, mediaPostStatusRequest: { status: 3 } })
              .unwrap()
              .catch(() => undefined);
          }}
        />
      ) : null}
    </>
  );
};

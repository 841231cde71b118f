import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { useListPostHistoriesQuery, type ListPostHistoriesApiArg } from '../../posts.api';
import { useHistoryColumns } from './history-columns';
import { ResponsivePagedList } from './responsive-paged-list';

const t = postListsJa.histories;

interface PostHistoriesListProps {
  query: ListPostHistoriesApiArg;
  onPageChange: (page: number) => void;
  detailPath: (id: number) => string;
}

/** What was posted, newest first, with each history's actions. */
export const PostHistoriesList = ({ query, onPageChange, detailPath }: PostHistoriesListProps) => {
  const list = useListPostHistoriesQuery(query);
  const columns = useHistoryColumns(detailPath);
  return (
    <ResponsivePagedList
      query={list}
      columns={columns}
      rowKey={(h) => h.id}
      rowTestId={(h) => `post-history-${h.id}`}
      label={t.listLabel}
      empty={t.empty}
      onPageChange={onPageChange}
      testId="post-histories-list"
    />
  );
};

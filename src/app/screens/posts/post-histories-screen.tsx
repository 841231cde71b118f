import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { ScreenHeading } from '../../../components/screen-heading';
import { useListParams } from '../../../components/list/use-list-params';
import { ListFilterPanel } from '../../../features/posts/components/lists/list-filter-panel';
import { PostHistoriesList } from '../../../features/posts/components/lists/post-histories-list';
import { clearedFilters, HISTORY_STATUSES, historiesListParams, toHistoriesQuery, type HistoriesListValues, type CommonFilterValues } from '../../../features/posts/model/list-filters';
import { can } from '../../../shared/access/access-rules';
import { postListsJa } from '../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../shared/i18n/posts.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { postHistoryDetailPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { PostListStoreFilter } from './post-list-store-filter';

const t = postListsJa.histories;
const PAGE_SIZE = 20;
const statusOptions = HISTORY_STATUSES.map((s) => ({ value: s, label: postsJa.historyStatus[Number(s) as keyof typeof postsJa.historyStatus] }));

// A list narrowed from elsewhere (one post's histories, one occurrence's stores) says so and can be widened again.
const Narrowed = ({ values, onWiden }: { values: HistoriesListValues; onWiden: () => void }) => {
  const text = values.local_control_queue_id > 0 ? t.byQueue(values.local_control_queue_id) : values.post_setting_id > 0 ? t.bySetting(values.post_setting_id) : null;
  if (!text) return null;
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mb="3" data-testid="post-histories-narrowed">
      <chakra.span fontWeight="bold">{text}</chakra.span>
      <Button variant="ghost" minH="44px" onClick={onWiden}>
        {t.showAll}
      </Button>
    </Box>
  );
};

const PostHistories = () => {
  const { values, setPage, setFilters } = useListParams(historiesListParams);
  const [pickerOpen, setPickerOpen] = useState(false);
  const query = useMemo(() => toHistoriesQuery(values, PAGE_SIZE), [values]);
  // The panel's selects offer only the values the URL definitions accept.
  const change = useCallback((patch: Partial<CommonFilterValues>) => setFilters(patch as Partial<HistoriesListValues>), [setFilters]);
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <Narrowed values={values} onWiden={() => setFilters({ post_setting_id: 0, local_control_queue_id: 0 })} />
      <ListFilterPanel
        values={values}
        onChange={change}
        onClear={() => setFilters(clearedFilters)}
        statusOptions={statusOptions}
        storeFilter={
          <PostListStoreFilter
            value={values.local_account_ids}
            onApply={(local_account_ids) => setFilters({ local_account_ids })}
            open={pickerOpen}
            onOpenChange={setPickerOpen}
          />
        }
      />
      <PostHistoriesList query={query} onPageChange={setPage} detailPath={postHistoryDetailPath} />
    </>
  );
};

// 投稿履歴: what was sent to Google and Yahoo!プレイス and how it ended, with retry, deletion and the Yahoo pin.
export const PostHistoriesScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'postHistories')) return <NotFoundScreen />;
  return <PostHistories />;
};

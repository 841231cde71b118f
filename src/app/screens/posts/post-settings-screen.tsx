import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListFilterPanel } from '../../../features/posts/components/lists/list-filter-panel';
import { PostSettingsList } from '../../../features/posts/components/lists/post-settings-list';
import { clearedSettingsFilters, SETTING_STATUSES, settingsListParams, toSettingsQuery, type SettingsListValues, type CommonFilterValues } from '../../../features/posts/model/list-filters';
import { useListParams } from '../../../components/list/use-list-params';
import { can } from '../../../shared/access/access-rules';
import { postListsJa } from '../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../shared/i18n/posts.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths, postEditPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { PostListStoreFilter } from './post-list-store-filter';

const t = postListsJa.settings;
const PAGE_SIZE = 20;
const statusOptions = SETTING_STATUSES.map((s) => ({ value: s, label: postsJa.settingStatus[Number(s) as keyof typeof postsJa.settingStatus] }));
const historiesOf = (id: number) => `${paths.postHistories}?post_setting_id=${id}`;

const PostSettings = () => {
  const { values, setPage, setFilters } = useListParams(settingsListParams);
  const [pickerOpen, setPickerOpen] = useState(false);
  const query = useMemo(() => toSettingsQuery(values, PAGE_SIZE), [values]);
  // The panel's selects offer only the values the URL definitions accept.
  const change = useCallback((patch: Partial<CommonFilterValues>) => setFilters(patch as Partial<SettingsListValues>), [setFilters]);
  return (
    <>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {t.title}
        </chakra.h1>
        <Box display="flex" flexWrap="wrap" gap="2">
          <chakra.a asChild display="inline-flex" alignItems="center" minH="44px" px="4" borderRadius="md" fontWeight="bold" color="ink" textDecoration="underline">
            <Link to={paths.postHistories}>{t.histories}</Link>
          </chakra.a>
          <chakra.a asChild display="inline-flex" alignItems="center" minH="44px" px="4" borderRadius="md" fontWeight="bold" bg="var(--brand)" color="white">
            <Link to={paths.postCreate}>{t.create}</Link>
          </chakra.a>
        </Box>
      </Box>
      <chakra.p color="muted" mb="4">
        {t.lead}
      </chakra.p>
      <ListFilterPanel
        values={values}
        onChange={change}
        onClear={() => setFilters(clearedSettingsFilters)}
        statusOptions={statusOptions}
        withCreatedRange
        storeFilter={
          <PostListStoreFilter
            value={values.local_account_ids}
            onApply={(local_account_ids) => setFilters({ local_account_ids })}
            open={pickerOpen}
            onOpenChange={setPickerOpen}
          />
        }
      />
      <PostSettingsList query={query} onPageChange={setPage} editPath={postEditPath} historiesPath={historiesOf} barEnabled={!pickerOpen} />
    </>
  );
};

// 投稿管理: the planned posts of the chosen stores (Google and Yahoo!プレイス both), with suspend / resume per row
// and for the checked posts through the bottom bar.
export const PostSettingsScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'posts')) return <NotFoundScreen />;
  return <PostSettings />;
};

import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { checkedAccountsAdded, checkedAccountsSet, checkedAccountToggled, selectCheckedAccounts } from '../../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { bulkLineKey, postLabel, type BulkAction } from '../../model/list-bulk';
import { useDeletePostSettingMutation, useListPostSettingsQuery, useSuspendResumePostSettingMutation, type ListPostSettingsApiArg, type PostSetting } from '../../posts.api';
import { BulkResultDialog } from './bulk-result-dialog';
import { ResponsivePagedList } from './responsive-paged-list';
import { SettingsBulkBar } from './settings-bulk-bar';
import { useSettingColumns } from './setting-columns';
import { usePostBulk } from './use-post-bulk';

const t = postListsJa;
/** The selection scope of the post list's checkboxes (post ids). */
export const POST_SETTINGS_SCOPE = 'post-settings';

interface PostSettingsListProps {
  query: ListPostSettingsApiArg;
  onPageChange: (page: number) => void;
  editPath: (id: number) => string;
  historiesPath: (id: number) => string;
  /** False while something else (the store picker) owns the bottom bar. */
  barEnabled: boolean;
}

type Pending = { kind: 'bulkDelete'; posts: PostSetting[] } | { kind: 'delete'; post: PostSetting };

// The planned posts with their row actions, and the bottom bar's batch over the checked ones. Checked posts stay
// checked across pages; a change of filters starts a new selection, since the old rows may no longer be listed.
export const PostSettingsList = ({ query, onPageChange, editPath, historiesPath, barEnabled }: PostSettingsListProps) => {
  const dispatch = useAppDispatch();
  const list = useListPostSettingsQuery(query);
  const checkedKeys = useAppSelector((s) => selectCheckedAccounts(s, POST_SETTINGS_SCOPE));
  const checked = useMemo(() => new Set(checkedKeys), [checkedKeys]);
  const seen = useRef(new Map<number, PostSetting>());
  const [pending, setPending] = useState<Pending | null>(null);
  const [suspendResume, suspendState] = useSuspendResumePostSettingMutation();
  const [remove, removeState] = useDeletePostSettingMutation();
  const bulk = usePostBulk();
  const { run } = bulk;
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  for (const post of rows) seen.current.set(post.id, post);

  const { page: _page, ...filters } = query;
  const filterKey = JSON.stringify(filters);
  useEffect(() => {
    dispatch(checkedAccountsSet({ scope: POST_SETTINGS_SCOPE, keys: [] }));
  }, [dispatch, filterKey]);

  const runBulk = useCallback(
    async (action: BulkAction, posts: PostSetting[]) => {
      await run(action, posts);
      dispatch(checkedAccountsSet({ scope: POST_SETTINGS_SCOPE, keys: [] }));
    },
    [run, dispatch],
  );
  const onAction = (action: BulkAction) => {
    const posts = checkedKeys.map((key) => seen.current.get(Number(key))).filter((post): post is PostSetting => !!post);
    if (action === 'delete') setPending({ kind: 'bulkDelete', posts });
    else void runBulk(action, posts);
  };

  const columns = useSettingColumns(
    useMemo(
      () => ({
        checked,
        onToggle: (post: PostSetting) => dispatch(checkedAccountToggled({ scope: POST_SETTINGS_SCOPE, key: String(post.id) })),
        editPath,
        historiesPath,
        onSuspendResume: (post: PostSetting) => void suspendResume({ id: post.id, postSuspendRequest: { suspended: post.status === 0 } }),
        onDelete: (post: PostSetting) => setPending({ kind: 'delete', post }),
        busy: suspendState.isLoading || removeState.isLoading || bulk.progress !== null,
      }),
      [checked, dispatch, editPath, historiesPath, suspendResume, suspendState.isLoading, removeState.isLoading, bulk.progress],
    ),
  );

  const confirmDelete = () => {
    if (!pending) return;
    setPending(null);
    if (pending.kind === 'bulkDelete') void runBulk('delete', pending.posts);
    else void remove({ id: pending.post.id });
  };

  return (
    <>
      {bulk.progress ? (
        <Box role="status" aria-live="polite" fontSize="sm" color="muted" mb="2" data-testid="post-bulk-progress">
          {t.bulk.running(bulk.progress.done, bulk.progress.total)}
        </Box>
      ) : null}
      <ResponsivePagedList
        query={list}
        columns={columns}
        rowKey={(post) => post.id}
        rowTestId={(post) => `post-setting-${post.id}`}
        label={t.settings.listLabel}
        empty={t.settings.empty}
        onPageChange={onPageChange}
        testId="post-settings-list"
      />
      {barEnabled && rows.length > 0 ? (
        <SettingsBulkBar
          selected={checkedKeys.length}
          total={list.data?.pagination.total ?? rows.length}
          running={bulk.progress !== null}
          onClear={() => dispatch(checkedAccountsSet({ scope: POST_SETTINGS_SCOPE, keys: [] }))}
          onSelectAll={() => dispatch(checkedAccountsAdded({ scope: POST_SETTINGS_SCOPE, keys: rows.map((post) => String(post.id)) }))}
          onAction={onAction}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          message={pending.kind === 'bulkDelete' ? t.bulk.deleteConfirm(pending.posts.length) : t.settings.deleteOne(postLabel(pending.post))}
          onCancel={() => setPending(null)}
          onConfirm={confirmDelete}
        />
      ) : null}
      {bulk.result ? (
        <BulkResultDialog
          title={t.bulk.resultTitle}
          result={bulk.result}
          lineName={(key) => {
            const post = [...seen.current.values()].find((p) => bulkLineKey(p.id) === key);
            return post ? postLabel(post) : undefined;
          }}
          onClose={bulk.closeResult}
        />
      ) : null}
    </>
  );
};

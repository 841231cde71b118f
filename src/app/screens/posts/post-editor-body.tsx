import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ApprovalPanel, SentBackNote } from '../../../features/posts/components/approval-panel';
import { PostEditorForm } from '../../../features/posts/components/post-editor-form';
import { useCreatePostSettingMutation, useUpdatePostSettingMutation, type PostSetting, type PostSettingInput } from '../../../features/posts/posts.api';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { useListPostManuscriptsQuery } from '../../../features/post-templates/post-templates.api';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { toPickerRows } from '../../../features/store-picker/model/picker-rows';
import { can } from '../../../shared/access/access-rules';
import { todayInTokyo } from '../../../shared/dates/calendar-date';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { postsJa } from '../../../shared/i18n/posts.ja';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { paths } from '../../paths';

const SCOPE = 'post-editor-stores';

// The picker (Google and Yahoo stores, groups) feeds the editor's targets; an edited post starts with its own.
export const PostEditorBody = ({ post }: { post: PostSetting | null }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.session.user);
  const accounts = useListLocalAccountsQuery({});
  const rows = useMemo(() => (accounts.data ? toPickerRows(accounts.data.data) : []), [accounts.data]);
  const targets = useAppSelector((s) => selectCheckedAccounts(s, SCOPE));
  // Post templates are the Normal users' (access rule postTemplates); the screen composes them into the editor.
  const templates = useListPostManuscriptsQuery({ pageSize: 200 }, { skip: !can(user, 'postTemplates') });
  const [seeded, setSeeded] = useState(post === null);
  const [create] = useCreatePostSettingMutation();
  const [update] = useUpdatePostSettingMutation();

  // Seeded once per post: a refetch of the same post (after a refused save, say) must not undo the user's choice.
  const postId = post?.id ?? null;
  const initialKeys = useRef(post?.local_accounts.map((a) => a.local_account_id) ?? []);
  useEffect(() => {
    dispatch(checkedAccountsSet({ scope: SCOPE, keys: initialKeys.current }));
    setSeeded(true);
  }, [dispatch, postId]);

  const storeNames = useMemo(() => {
    const names: Record<string, string> = {};
    for (const a of post?.local_accounts ?? []) names[a.local_account_id] = a.title;
    for (const r of rows) names[r.key] = r.title;
    return names;
  }, [post, rows]);

  const save = async (input: PostSettingInput) => {
    if (post) await update({ id: post.id, postSettingInput: input }).unwrap();
    else await create({ postSettingInput: input }).unwrap();
    void navigate(paths.posts);
  };

  const initialProvider = post?.local_accounts[0]?.provider ?? 'google';
  return (
    <>
      {post ? (
        <chakra.p mb="3" fontWeight="bold" data-testid="post-status">
          {t.status(postsJa.settingStatus[post.status])}
        </chakra.p>
      ) : null}
      {post?.status === 8 && post.permissions.approve ? <ApprovalPanel post={post} onDecided={() => void navigate(paths.posts)} /> : null}
      {post?.status === 9 ? <SentBackNote comment={post.send_back_comment} /> : null}
      <Box bg="surface" borderRadius="md" p="4" mb="4" minW="0">
        <StorePicker
          scope={SCOPE}
          rows={rows}
          heading={t.pickerHeading}
          businessGroups={accounts.data?.data.business_info_groups ?? []}
          customGroups={accounts.data?.data.custom_groups ?? []}
          initialProvider={initialProvider}
        />
      </Box>
      {seeded ? (
        <PostEditorForm
          post={post}
          targets={targets}
          storeNames={storeNames}
          submitsForApproval={user?.user_type === 'store'}
          editable={post ? post.permissions.edit : true}
          defaultDate={todayInTokyo(new Date())}
          templates={templates.data?.data}
          onSubmit={save}
        />
      ) : null}
      <Box mt="6">
        <chakra.a asChild color="var(--brand)" textDecoration="underline">
          <RouterLink to={paths.posts}>{t.backToList}</RouterLink>
        </chakra.a>
      </Box>
    </>
  );
};

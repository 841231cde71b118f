import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../../../components/button';
import type { Column } from '../../../../components/list/paged-table';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { postsJa } from '../../../../shared/i18n/posts.ja';
import { postLabel } from '../../model/list-bulk';
import type { PostSetting } from '../../posts.api';
import { SettingStatusBadge } from './post-status';
import { TextLink } from './text-link';

const t = postListsJa.settings;

export interface SettingColumnsOptions {
  checked: ReadonlySet<string>;
  onToggle: (post: PostSetting) => void;
  editPath: (id: number) => string;
  historiesPath: (id: number) => string;
  onSuspendResume: (post: PostSetting) => void;
  onDelete: (post: PostSetting) => void;
  /** Row actions wait while a call for the row (or a batch) runs. */
  busy: boolean;
}

const providersOf = (post: PostSetting) => [...new Set(post.local_accounts.map((a) => a.provider))].sort();

// What the post says it is: the Google type and / or the Yahoo kind of its targets.
const kindsOf = (post: PostSetting) =>
  [
    post.post_type ? postsJa.postType[post.post_type] : null,
    post.yahoo_kind && post.yahoo_kind in postsJa.yahooKind ? postsJa.yahooKind[post.yahoo_kind as keyof typeof postsJa.yahooKind] : null,
  ].filter(Boolean);

const storesOf = (post: PostSetting) => {
  const [first, ...rest] = post.local_accounts;
  if (!first) return '';
  return rest.length > 0 ? `${first.title} ${t.moreStores(rest.length)}` : first.title;
};

const RowActions = ({ post, options }: { post: PostSetting; options: SettingColumnsOptions }) => {
  const label = postLabel(post);
  const canToggle = post.permissions.suspend && (post.status === 0 || post.status === 1);
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      {canToggle ? (
        <Button size="sm" variant="outline" minH="44px" disabled={options.busy} aria-label={`${post.status === 0 ? t.suspend : t.resume}：${label}`} onClick={() => options.onSuspendResume(post)}>
          {post.status === 0 ? t.suspend : t.resume}
        </Button>
      ) : null}
      {post.permissions.delete ? (
        <Button size="sm" variant="ghost" minH="44px" disabled={options.busy} aria-label={`${t.delete}：${label}`} onClick={() => options.onDelete(post)}>
          {t.delete}
        </Button>
      ) : null}
      <Box display="inline-flex" alignItems="center" minH="44px">
        <TextLink to={options.historiesPath(post.id)} label={`${t.rowHistories}：${label}`}>
          {t.rowHistories}
        </TextLink>
      </Box>
    </Box>
  );
};

/** The columns of the planned posts, from the row's checkbox to its actions. */
export const useSettingColumns = (options: SettingColumnsOptions) =>
  useMemo(
    (): Column<PostSetting>[] => [
      {
        key: 'select',
        header: t.columns.select,
        align: 'center',
        cell: (post) => (
          <chakra.input
            type="checkbox"
            width="5"
            height="5"
            aria-label={t.selectPost(postLabel(post))}
            checked={options.checked.has(String(post.id))}
            onChange={() => options.onToggle(post)}
          />
        ),
      },
      {
        key: 'content',
        header: t.columns.content,
        rowHeader: true,
        cellProps: { minW: '14rem' },
        cell: (post) => (
          <>
            <TextLink to={options.editPath(post.id)}>{postLabel(post)}</TextLink>
            <chakra.span display="block" fontSize="xs" color="muted">
              {kindsOf(post).join(' / ')}
            </chakra.span>
            {post.status === 9 && post.send_back_comment ? (
              <chakra.span display="block" fontSize="xs" color="muted" whiteSpace="pre-wrap">
                {t.sendBackComment(post.send_back_comment)}
              </chakra.span>
            ) : null}
          </>
        ),
      },
      { key: 'status', header: t.columns.status, cell: (post) => <SettingStatusBadge status={post.status} /> },
      { key: 'providers', header: t.columns.providers, cellProps: { whiteSpace: 'nowrap' }, cell: (post) => providersOf(post).map((p) => postsJa.provider[p]).join(' / ') },
      { key: 'nextRun', header: t.columns.nextRun, cellProps: { whiteSpace: 'nowrap' }, cell: (post) => post.next_run_at ?? t.noNextRun },
      {
        key: 'repeat',
        header: t.columns.repeat,
        cellProps: { whiteSpace: 'nowrap' },
        cell: (post) => [postsJa.repeat[post.repeat], post.repeat !== 4 && post.repeat_end_date ? t.repeatUntil(post.repeat_end_date) : null].filter(Boolean).join(' '),
      },
      { key: 'stores', header: t.columns.stores, cellProps: { minW: '8rem' }, cell: storesOf },
      { key: 'author', header: t.columns.author, cellProps: { minW: '6rem' }, cell: (post) => post.author_name },
      { key: 'actions', header: t.columns.actions, cell: (post) => <RowActions post={post} options={options} /> },
    ],
    [options],
  );

import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { formatNumber } from '../../../shared/formats/formats';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaPost, MediaPostStatus } from '../media-posting.api';
import { MediaStatusBadge } from './media-status-badge';
import { MediaThumbnail } from './media-thumbnail';

const t = mediaPostingJa.list;
const countOrder: [keyof MediaPost['status_counts'], MediaPostStatus][] = [
  ['waiting', 0],
  ['processing', 4],
  ['posted', 1],
  ['failed', 2],
  ['cancelled', 3],
];

/** The server cancels only while every store is still waiting. */
export const isCancellable = (post: MediaPost) =>
  post.status === 0 && post.targets.length > 0 && post.status_counts.waiting === post.targets.length;

/** Being sent, or waiting to go out at once: its statuses are about to change without anyone acting. */
export const isActive = (post: MediaPost) => post.status_counts.processing > 0 || (post.status === 0 && post.scheduled_at === null);

const Fact = ({ term, children }: { term: string; children: string }) => (
  <Box display="flex" gap="2" fontSize="sm">
    <chakra.dt color="muted" flexShrink={0}>
      {term}
    </chakra.dt>
    <chakra.dd m="0">{children}</chakra.dd>
  </Box>
);

interface MediaPostCardProps {
  post: MediaPost;
  onCancel: (post: MediaPost) => void;
}

// One upload: its thumbnail, category, schedule and overall status, the per-status store counts, and each store's
// line (with the provider's error) folded away, since a post can go to hundreds of stores.
export const MediaPostCard = ({ post, onCancel }: MediaPostCardProps) => (
  <chakra.li display="flex" flexWrap="wrap" gap="3" py="3" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`media-post-${post.id}`}>
    <MediaThumbnail format={post.media_format} category={post.category} url={post.thumbnail_url} />
    <Box flex="1 1 12rem" minW="0">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="1">
        <chakra.h3 fontWeight="bold" fontSize="md">
          {t.postNo(post.id)} {mediaPostingJa.categories[post.category]}
        </chakra.h3>
        <MediaStatusBadge status={post.status} />
      </Box>
      {post.description ? (
        <chakra.p fontSize="sm" wordBreak="break-all" mb="1">
          {post.description}
        </chakra.p>
      ) : null}
      <chakra.dl m="0">
        <Fact term={t.scheduledAt}>{post.scheduled_at ?? t.immediately}</Fact>
        <Fact term={t.createdAt}>{post.created_at}</Fact>
        <Fact term={t.counts}>
          {countOrder
            .filter(([key]) => post.status_counts[key] > 0)
            .map(([key, status]) => `${mediaPostingJa.status[status]} ${formatNumber(post.status_counts[key])}`)
            .join('・')}
        </Fact>
      </chakra.dl>
      <chakra.details mt="1" fontSize="sm">
        <chakra.summary cursor="pointer" color="var(--brand)" minH="8" display="list-item">
          {t.stores}（{t.storeCount(post.targets.length)}）
        </chakra.summary>
        <chakra.ul listStyleType="none" m="0" p="0" mt="1">
          {post.targets.map((target) => (
            <chakra.li key={target.history_id} py="1" display="flex" flexWrap="wrap" gap="2" alignItems="center">
              <chakra.span wordBreak="break-all">{target.store_name}</chakra.span>
              <MediaStatusBadge status={target.status} />
              {target.error_message ? (
                <chakra.span color="danger" wordBreak="break-all">
                  {target.error_message}
                </chakra.span>
              ) : null}
            </chakra.li>
          ))}
        </chakra.ul>
      </chakra.details>
    </Box>
    {isCancellable(post) ? (
      <Box flexShrink={0} ml="auto">
        <Button size="sm" variant="outline" minH="44px" aria-label={t.cancelOf(post.id)} onClick={() => onCancel(post)}>
          {t.cancel}
        </Button>
      </Box>
    ) : null}
  </chakra.li>
);

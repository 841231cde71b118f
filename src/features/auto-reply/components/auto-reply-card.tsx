import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { formatDateTime } from '../../../shared/formats/formats';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import type { AutoReplyItem } from '../auto-reply.api';
import { providerLabel, starText } from '../model/setting-labels';
import { ApprovalForm } from './approval-form';

const t = reviewSettingsJa.autoReply;

const Detail = ({ term, children }: { term: string; children: string }) => (
  <Box display="flex" gap="2" fontSize="sm">
    <chakra.dt color="muted" flexShrink={0}>
      {term}
    </chakra.dt>
    <chakra.dd m="0" wordBreak="break-all" whiteSpace="pre-wrap">
      {children}
    </chakra.dd>
  </Box>
);

// One automatic reply with the review it answers. Waiting ones carry the approval form; the rest show the outcome.
export const AutoReplyCard = ({ item }: { item: AutoReplyItem }) => {
  const headingId = useId();
  const rating = item.review_rating;
  return (
    <chakra.article aria-labelledby={headingId} py="4" borderBottomWidth="1px" borderBottomStyle="solid" borderBottomColor="line" data-testid={`auto-reply-${item.id}`}>
      <chakra.h3 id={headingId} fontWeight="bold" wordBreak="break-all">
        <chakra.span fontSize="xs" color="muted" mr="2">
          {providerLabel(item.local_account_id)}
        </chakra.span>
        {item.store_name}
      </chakra.h3>
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="center" fontSize="sm" mb="2">
        {rating ? (
          <chakra.span color="ink" aria-label={t.ratingLabel(rating)} role="img">
            {starText(rating)}
          </chakra.span>
        ) : (
          <chakra.span color="muted">{t.noRating}</chakra.span>
        )}
        <chakra.span>{t.reviewer(item.reviewer_name)}</chakra.span>
        {item.status !== 'awaiting_approval' ? (
          <chakra.span fontWeight="bold" data-testid="auto-reply-status">
            {t.statuses[item.status]}
          </chakra.span>
        ) : null}
      </Box>
      <chakra.blockquote m="0" mb="3" p="3" bg="canvas" borderRadius="md" fontSize="sm" whiteSpace="pre-wrap" wordBreak="break-all">
        {item.review_comment || t.noComment}
      </chakra.blockquote>
      {item.status === 'awaiting_approval' ? (
        <ApprovalForm item={item} />
      ) : (
        <chakra.dl m="0" display="grid" rowGap="1">
          {item.draft ? <Detail term={t.draft}>{item.draft}</Detail> : null}
          {item.sent_at ? <Detail term={t.sentAt}>{formatDateTime(item.sent_at)}</Detail> : <Detail term={t.sendAfter}>{formatDateTime(item.send_after)}</Detail>}
          {item.error_message ? <Detail term={t.errorMessage}>{item.error_message}</Detail> : null}
        </chakra.dl>
      )}
    </chakra.article>
  );
};

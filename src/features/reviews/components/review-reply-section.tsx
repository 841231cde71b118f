import { Box, chakra } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { useReplyDrafts } from '../hooks/reply-drafts';
import type { ReviewItem } from '../reviews.api';
import { CurrentReply } from './current-reply';
import { DeleteReplyButton } from './delete-reply-button';
import { ReplyNotice, type ReplyNoticeValue } from './reply-notice';
import type { ReplyToolsContext } from './review-reply-box';

const t = reviewInboxJa.reply;

// The box (Formik, the reply schema and yup) downloads when a reply is first wanted, not with the list: the inbox's
// first screen needs 25 kB less (Lighthouse A-B-B-A-A-B on /review: LCP 3.82–3.87 s → 3.45–3.62 s). Pointing at or
// focusing 返信する starts the download, so the box is usually there by the click.
const loadReplyBox = () => import('./review-reply-box');
const preloadReplyBox = () => void loadReplyBox();
const ReviewReplyBox = lazy(() => loadReplyBox().then((m) => ({ default: m.ReviewReplyBox })));
const replyBoxLoading = (
  <chakra.p fontSize="sm" color="muted" role="status">
    {reviewInboxJa.list.loading}
  </chakra.p>
);

interface ReviewReplySectionProps {
  review: ReviewItem;
  renderTools?: (context: ReplyToolsContext) => ReactNode;
  renderAfterText?: (context: ReplyToolsContext) => ReactNode;
}

// The reply part of a card: the current reply and its state, and the reply box opened in place. The box is only
// rendered while open, so a long list carries one button per card rather than a whole form.
export const ReviewReplySection = ({ review, renderTools, renderAfterText }: ReviewReplySectionProps) => {
  const drafts = useReplyDrafts();
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpenState] = useState(() => drafts.isOpen(review.id));
  const setOpen = (value: boolean) => {
    drafts.setOpen(review.id, value);
    setOpenState(value);
  };
  const [openedNow, setOpenedNow] = useState(false);
  const [notice, setNotice] = useState<ReplyNoticeValue | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  const succeeded = (message: string) => setNotice({ message, tone: 'success' });

  const close = () => {
    setOpen(false);
    // The opener renders again on the next paint; focus returns to it.
    requestAnimationFrame(() => opener.current?.focus());
  };

  return (
    <chakra.div borderTopWidth="1px" borderTopStyle="solid" borderTopColor="line" pt="3" display="flex" flexDirection="column" gap="3">
      {review.reply ? <CurrentReply reply={review.reply} /> : null}
      {review.reply_state === 'failed' && review.reply_error ? (
        <chakra.p color="danger" fontSize="sm" overflowWrap="anywhere">
          {review.reply_error}
        </chakra.p>
      ) : null}
      {review.reply_state === 'sending' && review.reply_error ? (
        <chakra.p color="allgrowDark" fontSize="sm" overflowWrap="anywhere" data-testid="reply-queued">
          {review.reply_error}
        </chakra.p>
      ) : null}
      {!review.can_reply ? (
        <chakra.p fontSize="sm" color="muted">
          {t.cannotReply[review.provider]}
        </chakra.p>
      ) : open ? (
        <Box>
          <Suspense fallback={replyBoxLoading}>
            <ReviewReplyBox
              review={review}
              renderTools={renderTools}
              renderAfterText={renderAfterText}
              autoFocus={openedNow}
              onClose={close}
              onSent={(message, queued) => {
                setNotice({ message, tone: queued ? 'queued' : 'success' });
                close();
              }}
            />
          </Suspense>
        </Box>
      ) : (
        <Box display="flex" flexWrap="wrap" gap="2">
          <Button
            ref={opener}
            minH="44px"
            onPointerEnter={preloadReplyBox}
            onFocus={preloadReplyBox}
            onClick={() => {
              setNotice(null);
              setOpenedNow(true);
              setOpen(true);
            }}
          >
            {review.reply ? t.edit : t.open}
          </Button>
          {review.reply ? <DeleteReplyButton reviewId={review.id} onDeleted={succeeded} /> : null}
        </Box>
      )}
      <ReplyNotice notice={notice} onDismiss={dismiss} />
    </chakra.div>
  );
};

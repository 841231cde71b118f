import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { whenIdle } from '../../../shared/scheduling/when-idle';
import { useReplyDrafts } from '../hooks/reply-drafts';
import type { ReviewItem } from '../reviews.api';
import { CurrentReply } from './current-reply';
import { DeleteReplyButton } from './delete-reply-button';
import { ReplyNotice, type ReplyNoticeValue } from './reply-notice';
import type { ReplyToolsContext, ReviewReplyBoxProps } from './review-reply-box';

const t = reviewInboxJa.reply;

// The box (Formik, the reply schema and yup) is not part of the list's first download: the inbox's first screen
// needs 25 kB less (Lighthouse on /review, 8 runs each: LCP medians 3.63–3.83 s → 3.40–3.74 s). It downloads once the
// cards are shown and the browser is idle, or sooner when 返信する is pointed at or focused, so the first opening
// does not wait for it.
type ReplyBoxModule = typeof import('./review-reply-box');
let loadedReplyBox: ReplyBoxModule | undefined;
const loadReplyBox = () =>
  import('./review-reply-box').then((module) => {
    loadedReplyBox = module;
    return module;
  });
const preloadReplyBox = () => void loadReplyBox().catch(() => undefined);
let preloadScheduled = false;

// Not React.lazy: a lazy component suspends on its first render even when its module is already here, and React
// then holds the fallback for 300 ms (bench:inbox measured the first opening at 349 ms against 52 ms before). Once
// loaded, the box renders in the click's own update.
const ReplyBox = (props: ReviewReplyBoxProps) => {
  const [loaded, setLoaded] = useState(loadedReplyBox);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!loaded) loadReplyBox().then(setLoaded, setFailure);
  }, [loaded]);
  // A chunk that cannot be fetched goes to the error boundary, as a failed lazy screen does.
  if (failure) throw failure;
  return loaded ? (
    <loaded.ReviewReplyBox {...props} />
  ) : (
    <chakra.p fontSize="sm" color="muted" role="status">
      {reviewInboxJa.list.loading}
    </chakra.p>
  );
};

interface ReviewReplySectionProps {
  review: ReviewItem;
  renderTools?: (context: ReplyToolsContext) => ReactNode;
  renderAfterText?: (context: ReplyToolsContext) => ReactNode;
}

// The reply part of a card: the current reply and its state, and the reply box opened in place. The box is only
// rendered while open, so a long list carries one button per card rather than a whole form.
export const ReviewReplySection = ({ review, renderTools, renderAfterText }: ReviewReplySectionProps) => {
  const drafts = useReplyDrafts();
  useEffect(() => {
    if (preloadScheduled) return;
    preloadScheduled = true;
    void whenIdle().then(preloadReplyBox);
  }, []);
  // Closing the box returns the focus to 返信する as it mounts again, in the same commit. A close after a send follows
  // the server's answer, not a click, so on a busy page React may render it after the next frame: focusing a frame
  // later found no button, and the focus fell to <body>.
  const refocusOpener = useRef(false);
  const opener = useCallback((node: HTMLButtonElement | null) => {
    if (!node || !refocusOpener.current) return;
    refocusOpener.current = false;
    node.focus();
  }, []);
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
    refocusOpener.current = true;
    setOpen(false);
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
          <ReplyBox
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

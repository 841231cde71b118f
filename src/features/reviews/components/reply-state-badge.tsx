import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { reviewReplyJa } from '../../../shared/i18n/review-reply.ja';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReplyState } from '../reviews.api';

const tone: Record<ReplyState, StatusTone> = {
  none: 'warning',
  sending: 'info',
  replied: 'success',
  failed: 'danger',
  awaiting_approval: 'accent',
};

// queued: a reply still `sending` because Google asked to wait (the server says why in reply_error).
export const ReplyStateBadge = ({ state, queued = false }: { state: ReplyState; queued?: boolean }) => (
  <StatusBadge
    tone={tone[state]}
    label={queued && state === 'sending' ? reviewReplyJa.queuedBadge : reviewInboxJa.replyState[state]}
    testId="reply-state"
  />
);

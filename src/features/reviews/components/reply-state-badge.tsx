import { chakra } from '@chakra-ui/react';
import { reviewReplyJa } from '../../../shared/i18n/review-reply.ja';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReplyState } from '../reviews.api';

// Text and colour pairs keep at least 4.5:1 contrast.
const tone: Record<ReplyState, { bg: string; color: string }> = {
  none: { bg: '#fefcbf', color: '#744210' },
  sending: { bg: '#e6f0fa', color: '#084785' },
  replied: { bg: '#e6f4ea', color: '#276749' },
  failed: { bg: '#fde8e8', color: '#9b2c2c' },
  awaiting_approval: { bg: '#efe6fa', color: '#553c9a' },
};

// queued: a reply still `sending` because Google asked to wait (the server says why in reply_error).
export const ReplyStateBadge = ({ state, queued = false }: { state: ReplyState; queued?: boolean }) => (
  <chakra.span
    display="inline-block"
    px="2"
    py="0.5"
    borderRadius="sm"
    fontSize="sm"
    fontWeight="bold"
    whiteSpace="nowrap"
    bg={tone[state].bg}
    color={tone[state].color}
    data-testid="reply-state"
  >
    {queued && state === 'sending' ? reviewReplyJa.queuedBadge : reviewInboxJa.replyState[state]}
  </chakra.span>
);

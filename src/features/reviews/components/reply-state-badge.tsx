import { chakra } from '@chakra-ui/react';
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

export const ReplyStateBadge = ({ state }: { state: ReplyState }) => (
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
    {reviewInboxJa.replyState[state]}
  </chakra.span>
);

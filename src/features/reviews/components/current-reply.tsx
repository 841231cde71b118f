import { Box, chakra } from '@chakra-ui/react';
import { formatDateTime } from '../../../shared/formats/formats';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReviewItem } from '../reviews.api';

const t = reviewInboxJa.reply;

export const CurrentReply = ({ reply }: { reply: NonNullable<ReviewItem['reply']> }) => (
  <Box bg="canvas" borderRadius="md" p="3">
    <Box display="flex" flexWrap="wrap" justifyContent="space-between" gap="2" fontSize="sm" mb="1">
      <chakra.span fontWeight="bold">{t.currentReply}</chakra.span>
      {reply.updated_at ? (
        <chakra.span color="muted">
          {t.repliedAt} {formatDateTime(reply.updated_at) || reply.updated_at}
        </chakra.span>
      ) : null}
    </Box>
    <chakra.p whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="current-reply">
      {reply.comment}
    </chakra.p>
  </Box>
);

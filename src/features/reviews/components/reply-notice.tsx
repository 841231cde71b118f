import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { reviewReplyJa } from '../../../shared/i18n/review-reply.ja';

export interface ReplyNoticeValue {
  message: string;
  // success: the reply is on Google (or deleted); queued: Google asked to wait and the reply will be sent later.
  tone: 'success' | 'queued';
}

// A success fades by itself, like the spec's success dialog, so replying to many reviews stays quick; a queued reply
// stays until dismissed, because the person has to know it has not been sent yet.
export const SUCCESS_NOTICE_MS = 4_000;

const tones = {
  success: { bg: '#e6f4ea', color: '#276749', border: '#276749', mark: '✓' },
  queued: { bg: '#e6f0fa', color: '#084785', border: '#084785', mark: '⏱' },
} as const;

interface ReplyNoticeProps {
  notice: ReplyNoticeValue | null;
  onDismiss: () => void;
}

// The outcome of a reply or deletion, shown beside the buttons the focus returns to and scrolled into view clear of the
// sticky header and the bottom bar, so it is where the person is looking rather than above the fold. The live region
// is always present so screen readers announce each new message.
export const ReplyNotice = ({ notice, onDismiss }: ReplyNoticeProps) => {
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!notice) return undefined;
    region.current?.scrollIntoView?.({ block: 'nearest' });
    if (notice.tone !== 'success') return undefined;
    const timer = setTimeout(onDismiss, SUCCESS_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);

  const tone = notice ? tones[notice.tone] : null;
  return (
    <Box ref={region} role="status" scrollMarginTop="96px" scrollMarginBottom="96px" data-testid="reply-notice">
      {notice && tone ? (
        <Box
          display="flex"
          alignItems="flex-start"
          gap="2"
          p="3"
          borderRadius="md"
          borderLeftWidth="4px"
          borderLeftStyle="solid"
          boxShadow="0 2px 8px rgba(26, 32, 44, 0.18)"
          style={{ background: tone.bg, color: tone.color, borderLeftColor: tone.border }}
          data-tone={notice.tone}
        >
          <chakra.span aria-hidden="true" fontWeight="bold">
            {tone.mark}
          </chakra.span>
          <chakra.p flex="1" fontWeight="bold" overflowWrap="anywhere">
            {notice.message}
          </chakra.p>
          <chakra.button type="button" onClick={onDismiss} aria-label={reviewReplyJa.dismissNotice} minW="44px" minH="44px" mt="-2.5" mr="-2" cursor="pointer" bg="transparent" color="inherit">
            ×
          </chakra.button>
        </Box>
      ) : null}
    </Box>
  );
};

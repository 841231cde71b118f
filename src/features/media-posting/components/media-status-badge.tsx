import { chakra } from '@chakra-ui/react';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaPostStatus } from '../media-posting.api';

// Text carries the status; the colour only repeats it (posted green, failed red, the rest neutral).
const colours: Record<MediaPostStatus, { color: string; borderColor: string }> = {
  0: { color: 'ink', borderColor: 'line' },
  4: { color: 'ink', borderColor: 'var(--brand)' },
  1: { color: 'success', borderColor: 'success' },
  2: { color: 'danger', borderColor: 'danger' },
  3: { color: 'muted', borderColor: 'line' },
};

export const MediaStatusBadge = ({ status }: { status: MediaPostStatus }) => (
  <chakra.span
    display="inline-block"
    px="2"
    py="0.5"
    borderWidth="1px"
    borderStyle="solid"
    borderRadius="full"
    fontSize="xs"
    fontWeight="bold"
    whiteSpace="nowrap"
    bg="surface"
    {...colours[status]}
  >
    {mediaPostingJa.status[status]}
  </chakra.span>
);

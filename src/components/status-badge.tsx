import { chakra } from '@chakra-ui/react';

export type StatusTone = 'info' | 'neutral' | 'success' | 'accent' | 'warning' | 'danger' | 'muted';

// Text and colour pairs keep at least 4.5:1 contrast.
const tones: Record<StatusTone, { bg: string; color: string }> = {
  info: { bg: '#e6f0fa', color: '#084785' },
  neutral: { bg: '#edf2f7', color: '#2d3748' },
  success: { bg: '#e6f4ea', color: '#276749' },
  accent: { bg: '#efe6fa', color: '#553c9a' },
  warning: { bg: '#fefcbf', color: '#744210' },
  danger: { bg: '#fde8e8', color: '#9b2c2c' },
  muted: { bg: '#edf2f7', color: '#4a5568' },
};

/** A status as a coloured word; the word carries the meaning, the colour only helps scanning. */
export const StatusBadge = ({ tone, label, testId }: { tone: StatusTone; label: string; testId?: string }) => (
  <chakra.span
    display="inline-block"
    px="2"
    py="0.5"
    borderRadius="sm"
    fontSize="sm"
    fontWeight="bold"
    whiteSpace="nowrap"
    bg={tones[tone].bg}
    color={tones[tone].color}
    data-testid={testId}
  >
    {label}
  </chakra.span>
);

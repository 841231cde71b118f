import { chakra } from '@chakra-ui/react';

interface SwitchButtonProps {
  checked: boolean;
  onToggle: () => void;
  /** The state in words beside the track (e.g. 計測中 / 停止中), so it is never told by colour alone. */
  text: string;
  /** Its name: an aria-label, or the id of a visible label. */
  label?: string;
  labelledBy?: string;
  disabled?: boolean;
}

// A switch: a button with role switch and a 44 px touch target. The track's sizes are in pixels because the trimmed
// theme (shared/theme/system.ts) has no 9 / 4.5 tokens and an unknown token silently draws nothing.
export const SwitchButton = ({ checked, onToggle, text, label, labelledBy, disabled }: SwitchButtonProps) => (
  <chakra.button
    type="button"
    role="switch"
    aria-checked={checked}
    aria-label={label}
    aria-labelledby={labelledBy}
    disabled={disabled}
    onClick={onToggle}
    display="inline-flex"
    alignItems="center"
    gap="2"
    minH="11"
    px="2"
    bg="transparent"
    border="none"
    cursor="pointer"
    _disabled={{ opacity: 0.6, cursor: 'wait' }}
  >
    <chakra.span
      aria-hidden="true"
      position="relative"
      display="inline-block"
      flexShrink="0"
      w="40px"
      h="22px"
      borderRadius="full"
      bg={checked ? 'var(--brand)' : 'muted'}
      transition="background 0.2s"
      _after={{ content: '""', position: 'absolute', top: '3px', left: checked ? '21px' : '3px', w: '16px', h: '16px', borderRadius: 'full', bg: 'white', transition: 'left 0.2s' }}
    />
    <chakra.span fontWeight="bold" whiteSpace="nowrap">
      {text}
    </chakra.span>
  </chakra.button>
);

import { chakra } from '@chakra-ui/react';

export const Button = chakra(
  'button',
  {
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    borderRadius: 'md',
    fontWeight: 'bold',
    cursor: 'pointer',
    borderWidth: '1px',
    borderStyle: 'solid',
    whiteSpace: 'nowrap',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: { bg: 'var(--brand)', color: 'white', borderColor: 'var(--brand)', _hover: { bg: 'var(--brand-dark)' } },
      outline: { bg: 'surface', color: 'var(--brand)', borderColor: 'var(--brand)', _hover: { bg: 'var(--brand-soft)' } },
      ghost: { bg: 'transparent', color: 'ink', borderColor: 'transparent', _hover: { bg: 'var(--brand-soft)' } },
      danger: { bg: 'danger', color: 'white', borderColor: 'danger' },
    },
    size: {
      sm: { fontSize: 'sm', px: '3', py: '1', minH: '8' },
      md: { fontSize: 'md', px: '4', py: '2', minH: '10' },
    },
  },
    defaultVariants: { variant: 'solid', size: 'md' },
  },
  // Inside a form a plain button would submit it; submit buttons say type="submit" explicitly.
  { defaultProps: { type: 'button' } },
);

import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';

// A trimmed system: the base config (conditions and utilities) plus only the tokens this console uses. Chakra's
// defaultSystem alone costs about 64 kB gzip and would break the login route's budget.
const space = Object.fromEntries([0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 16].map((n) => [String(n), { value: `${n * 0.25}rem` }]));
// Sizes (w, h, minW, maxH, boxSize …) resolve only through this scale: a name missing here is passed through as a
// unitless number, which the browser drops (minH="10" became no height at all). 11 is the 44 px touch target of
// buttons and text boxes. 0 stays out on purpose: `minW="0"` (a flex item allowed to shrink) is valid CSS as written
// and needs no variable.
const sizes = {
  ...Object.fromEntries([0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 11, 12, 14, 16, 20, 24, 40].map((n) => [String(n), { value: `${n * 0.25}rem` }])),
  full: { value: '100%' },
};

const config = defineConfig({
  theme: {
    tokens: {
      colors: {
        white: { value: '#ffffff' },
        black: { value: '#000000' },
        transparent: { value: 'transparent' },
        // Every foreground/background pair below keeps a contrast ratio of at least 4.5:1.
        ink: { value: '#1a202c' },
        muted: { value: '#4a5568' },
        line: { value: '#cbd5e0' },
        canvas: { value: '#f5f7fa' },
        surface: { value: '#ffffff' },
        allgrow: { value: '#0b5cad' },
        allgrowDark: { value: '#084785' },
        allgrowSoft: { value: '#e6f0fa' },
        partner: { value: '#2f4858' },
        partnerDark: { value: '#1f3240' },
        partnerSoft: { value: '#e8eef2' },
        danger: { value: '#c53030' },
        success: { value: '#276749' },
        overlay: { value: 'rgba(26, 32, 44, 0.55)' },
      },
      fonts: {
        body: { value: "'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', Meiryo, sans-serif" },
        heading: { value: "'Hiragino Kaku Gothic ProN', 'Noto Sans JP', 'Noto Sans CJK JP', Meiryo, sans-serif" },
      },
      fontSizes: {
        xs: { value: '0.75rem' },
        sm: { value: '0.875rem' },
        md: { value: '1rem' },
        lg: { value: '1.125rem' },
        xl: { value: '1.25rem' },
        '2xl': { value: '1.5rem' },
      },
      fontWeights: { normal: { value: '400' }, bold: { value: '700' } },
      radii: { sm: { value: '4px' }, md: { value: '6px' }, full: { value: '9999px' } },
      spacing: space,
      sizes,
      zIndex: { bar: { value: 20 }, header: { value: 30 }, overlay: { value: 40 }, modal: { value: 50 } },
    },
    breakpoints: { md: '768px', lg: '1024px' },
  },
  globalCss: {
    // The brand colour follows the ownership (set as data-brand on <html> by the app).
    ':root': { '--brand': '#0b5cad', '--brand-dark': '#084785', '--brand-soft': '#e6f0fa' },
    ':root[data-brand=partner]': { '--brand': '#2f4858', '--brand-dark': '#1f3240', '--brand-soft': '#e8eef2' },
    'html, body': { margin: 0, fontFamily: 'body', color: 'ink', bg: 'canvas', lineHeight: '1.6' },
    '*, *::before, *::after': { boxSizing: 'border-box' },
    a: { color: 'inherit' },
    ':focus-visible': { outline: '2px solid #0b5cad', outlineOffset: '2px' },
  },
});

let created: SystemContext | undefined;

/**
 * The console's Chakra system, created on first use rather than when this module is evaluated: building it (token
 * dictionary, utilities, global CSS) is the largest single piece of the console's start, 90 ms on a 4× slower CPU,
 * and boot.tsx gives it a task of its own instead of adding it to the one that evaluates the bundle.
 */
export const appSystem = (): SystemContext => {
  created ??= createSystem(defaultBaseConfig, config);
  return created;
};

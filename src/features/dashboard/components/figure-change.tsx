import { chakra } from '@chakra-ui/react';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import type { FigureChange as Change } from '../model/dashboard-figures';

const t = dashboardJa.figures;

const ARROWS = { up: '▲', down: '▼', flat: '▶' } as const;
// Both keep 4.5:1 on the card's white; the arrow and the sign carry the meaning, the colour only helps scanning.
const COLOURS = { up: 'success', down: 'danger', flat: 'muted' } as const;

const VisuallyHidden = chakra('span', {
  base: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0, 0, 0, 0)',
    whiteSpace: 'nowrap',
  },
});

/** 前月比 ▲ +12.3% (増加 for screen readers), or 前月のデータなし. */
export const FigureChange = ({ change }: { change: Change }) => {
  if (change.text === null || change.direction === null) {
    return (
      <chakra.span color="muted" data-testid="figure-change">
        {t.noChange}
      </chakra.span>
    );
  }
  return (
    <chakra.span display="inline-flex" alignItems="center" gap="1" data-testid="figure-change" data-direction={change.direction}>
      <chakra.span color="muted">{t.versusPrevious}</chakra.span>
      <chakra.span color={COLOURS[change.direction]} fontWeight="bold" display="inline-flex" gap="0.5" alignItems="center">
        <span aria-hidden="true">{ARROWS[change.direction]}</span>
        <span>{change.text}</span>
        <VisuallyHidden>{t.directions[change.direction]}</VisuallyHidden>
      </chakra.span>
    </chakra.span>
  );
};

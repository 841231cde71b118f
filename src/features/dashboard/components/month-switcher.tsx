import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import { monthLabel, shiftMonth } from '../model/dashboard-month';

const t = dashboardJa.month;

interface MonthSwitcherProps {
  /** YYYY/MM; undefined until the server has said which month it shows. */
  month?: string;
  /** The last month that can be shown (the current Tokyo month). */
  latest: string;
  onChange: (month: string) => void;
}

/** 前月 · 2026年5月 · 翌月. The label keeps its width while the month is unknown, so the row never moves. */
export const MonthSwitcher = ({ month, latest, onChange }: MonthSwitcherProps) => (
  <Box role="group" aria-label={t.label} display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="4" data-testid="month-switcher">
    <Button
      variant="outline"
      minH="44px"
      disabled={!month}
      aria-label={month ? t.previousOf(monthLabel(shiftMonth(month, -1))) : t.previous}
      onClick={() => month && onChange(shiftMonth(month, -1))}
    >
      <span aria-hidden="true">‹</span>
      {t.previous}
    </Button>
    <chakra.p
      minW="7em"
      textAlign="center"
      fontSize="lg"
      fontWeight="bold"
      lineHeight="44px"
      aria-live="polite"
      data-testid="month-label"
    >
      {month ? monthLabel(month) : '\u00a0'}
    </chakra.p>
    <Button
      variant="outline"
      minH="44px"
      disabled={!month || month >= latest}
      aria-label={month ? t.nextOf(monthLabel(shiftMonth(month, 1))) : t.next}
      onClick={() => month && onChange(shiftMonth(month, 1))}
    >
      {t.next}
      <span aria-hidden="true">›</span>
    </Button>
  </Box>
);

import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/button';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import type { AnalysisAccount, DashboardDay } from '../dashboard.api';
import { dayParts } from '../model/dashboard-month';

const t = dashboardJa.day;
const KINDS = ['posts', 'reviews', 'measurements'] as const;

interface DayStoresPanelProps {
  day: DashboardDay;
  accounts: AnalysisAccount[];
  onClose: () => void;
}

/** The stores with something on one day, each with its posts, reviews and measurements. */
export const DayStoresPanel = ({ day, accounts, onClose }: DayStoresPanelProps) => {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { month, day: dayOfMonth } = dayParts(day.date);
  const names = new Map(accounts.map((a) => [a.id, a.name]));

  // Moves focus to the panel it opened, so a keyboard user lands on what the day button revealed.
  useEffect(() => headingRef.current?.focus(), [day.date]);

  return (
    <chakra.section aria-labelledby={headingId} mt="3" p="3" bg="surface" borderWidth="1px" borderColor="line" borderRadius="md" data-testid="day-stores">
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="2" mb="2">
        <chakra.h3 id={headingId} ref={headingRef} tabIndex={-1} fontSize="md" fontWeight="bold">
          {t.heading(month, dayOfMonth)}
        </chakra.h3>
        <Button variant="ghost" minH="44px" onClick={onClose}>
          {t.close}
        </Button>
      </Box>
      {day.stores.length === 0 ? (
        <chakra.p color="muted">{t.empty}</chakra.p>
      ) : (
        <chakra.ul listStyleType="none" p="0" m="0" display="flex" flexDirection="column" gap="2">
          {day.stores.map((store) => (
            <chakra.li key={store.account} borderTopWidth="1px" borderColor="line" pt="2" data-testid={`day-store-${store.account}`}>
              <chakra.p fontWeight="bold" overflowWrap="anywhere">
                {names.get(store.account) ?? t.unknownStore(store.account)}
              </chakra.p>
              <chakra.dl display="flex" flexWrap="wrap" columnGap="4" fontSize="sm" m="0">
                {KINDS.map((kind) => (
                  <Box key={kind} display="flex" gap="1">
                    <chakra.dt color="muted">{dashboardJa.calendar.counts[kind]}</chakra.dt>
                    <chakra.dd m="0">{t.count(store[kind])}</chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
            </chakra.li>
          ))}
        </chakra.ul>
      )}
    </chakra.section>
  );
};

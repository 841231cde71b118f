import { chakra } from '@chakra-ui/react';
import { memo, useId, useMemo } from 'react';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import type { DashboardMetricBody } from '../dashboard.api';
import { FIGURE_IDS } from '../model/dashboard-figures';
import { monthLabel } from '../model/dashboard-month';
import { FigureCard } from './figure-card';

const t = dashboardJa.figures;

// Two columns on a phone, more as the screen widens; minmax(0, 1fr) lets a long number shrink instead of overflow.
const COLUMNS = { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };

/**
 * The headline figure cards; without a body (loading) the same cards with placeholders, so the grid never moves.
 * Memoised: the screen hands it a deferred body, and a render that leaves the body as it was skips the cards.
 * Each card builds its own chart data: in the deferred render React can then yield between cards, where building
 * all seven series here was one task of 70–115 ms on a 4× slower CPU (luxon's bucketing of every day).
 */
export const FigureGrid = memo(function FigureGrid({ body }: { body?: DashboardMetricBody }) {
  const headingId = useId();
  const cards = useMemo(() => FIGURE_IDS.map((id) => ({ id, figure: body?.figures.find((f) => f.metric_id === id) })), [body]);
  const month = body ? monthLabel(body.month) : undefined;
  return (
    <chakra.section aria-labelledby={headingId} aria-busy={body === undefined} mb="6" data-testid="figure-grid">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      <chakra.div display="grid" gridTemplateColumns={COLUMNS} gap="3">
        {cards.map(({ id, figure }) =>
          body && !figure ? (
            // A figure the server left out still holds its place, with no value rather than a loading look.
            <FigureCard key={id} id={id} figure={{ metric_id: id, metric_name: t.names[id], value: null, previous: null, change_rate: null }} series={body.series} range={body.range} month={month} />
          ) : (
            <FigureCard key={id} id={id} figure={figure} series={body?.series} range={body?.range} month={month} />
          ),
        )}
      </chakra.div>
    </chakra.section>
  );
});

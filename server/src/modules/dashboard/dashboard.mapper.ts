import { AVERAGED_METRICS, metricName } from '../../../../src/shared/insight/insight-metrics';
import { changeRate, competitionRanks, ratingChange } from '../../../../src/shared/insight/store-ranking';
import type { components } from '../../generated/openapi';

type Schemas = components['schemas'];
export type FigureId = Schemas['DashboardFigure']['metric_id'];

export function toFigure(id: FigureId, value: number | null, previous: number | null): Schemas['DashboardFigure'] {
  const change = AVERAGED_METRICS.has(id) ? ratingChange : changeRate;
  return { metric_id: id, metric_name: metricName(id), value, previous, change_rate: change(value, previous) };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Ratings summed and counted: averages are kept as both so they can be added up before dividing. */
export interface RatingTally {
  sum: number;
  count: number;
}

export const EMPTY_TALLY: RatingTally = { sum: 0, count: 0 };
export const addTallies = (tallies: readonly RatingTally[]): RatingTally =>
  tallies.reduce((t, x) => ({ sum: t.sum + x.sum, count: t.count + x.count }), EMPTY_TALLY);

export const averageOf = (tally: RatingTally): number | null => (tally.count === 0 ? null : round1(tally.sum / tally.count));

/** The running average at the end of each day, starting from `base` (the ratings before the first day). */
export function runningAverages(base: RatingTally, perDay: readonly (RatingTally | undefined)[]): (number | null)[] {
  const tally = { ...base };
  return perDay.map((day) => {
    tally.sum += day?.sum ?? 0;
    tally.count += day?.count ?? 0;
    return averageOf(tally);
  });
}

const sumOrNull = (values: readonly (number | null)[]): number | null =>
  values.some((v) => v !== null) ? values.reduce<number>((sum, v) => sum + (v ?? 0), 0) : null;

/**
 * A daily series of the spec's shape. values[account][day]; the day's total is the sum over the stores unless
 * `totals` gives it (an average is not a sum); ranks among the stores of the day, ties shared.
 */
export function toDailySeries(
  id: FigureId,
  days: readonly string[],
  accountKeys: readonly string[],
  values: readonly (readonly (number | null)[])[],
  totals?: readonly (number | null)[],
): Schemas['MetricSeries'] {
  return {
    metric_id: id,
    metric_name: metricName(id),
    data: days.map((date, d) => {
      const dayValues = accountKeys.map((_, a) => values[a][d]);
      const ranks = competitionRanks(dayValues);
      return {
        date,
        total: totals ? totals[d] : sumOrNull(dayValues),
        count: accountKeys.map((account, a) => ({ account, value: dayValues[a], rank: ranks[a] })),
      };
    }),
  };
}

import { accountKeysParam, enumParam } from '../../../components/list/use-list-params';
import { fullWindow, periodRange, PERIOD_KEYS, type DateRange, type PeriodKey } from '../../../shared/dates/periods';
import type { RankTimeUnit } from '../insight.api';

/** The spec's period options, and before them the default: the insight full window (no period sent). */
export const STANDARD_PERIOD = 'standard';
export type AnalysisPeriod = PeriodKey | typeof STANDARD_PERIOD;
export const ANALYSIS_PERIODS: readonly AnalysisPeriod[] = [STANDARD_PERIOD, ...PERIOD_KEYS];

/** The URL query of an analysis screen: the group's tab, the period option and the store filter. */
export const analysisParams = <const G extends string>(groups: readonly G[], defaultGroup: G) => ({
  group: enumParam(groups, defaultGroup),
  period: enumParam(PERIOD_KEYS, STANDARD_PERIOD),
  stores: accountKeysParam(),
});

export interface AnalysisFilter<G extends string> {
  group: G;
  period: AnalysisPeriod;
  stores: string[];
}

/** The query of one analysis group: the server answers the full window when no period is sent. */
export const toAnalysisArg = <G extends string>(filter: AnalysisFilter<G>, unit: RankTimeUnit) => ({
  group: filter.group,
  unit,
  ...(filter.period === STANDARD_PERIOD ? {} : { period: filter.period }),
  ...(filter.stores.length > 0 ? { localAccountIds: filter.stores } : {}),
});

/**
 * The days the period will cover, shown before the answer arrives (the answer's own range replaces it). 全期間
 * depends on the data, so only the server can say.
 */
export const expectedRange = (period: AnalysisPeriod, now: Date): DateRange | null => {
  if (period === STANDARD_PERIOD) {
    const { start, end } = fullWindow(now);
    return { start, end };
  }
  return periodRange(period, now);
};

import { AVERAGED_METRICS, accessMetrics, performanceMetrics, type AccessGroup, type PerformanceGroup } from '../../../../src/shared/insight/insight-metrics';
import type { ListingProviderName } from '../../providers/listing-provider';

// Where each analysis group's figures come from, and how a metric folds the summed fields of that source. The
// repository sums fields per account and bucket in SQL; a metric is either one summed field or an average built from
// a sum field and a count field, so buckets, whole periods and totals over stores all compose from the same sums.

/** Daily provider rows (insight_google_daily / insight_yahoo_daily), or the console's own records of events. */
export type AnalysisSource = 'google_daily' | 'yahoo_daily' | 'media_posts' | 'post_histories' | 'reviews';

export type MetricFold = { kind: 'sum'; field: number } | { kind: 'average'; sumField: number; countField: number };

export interface AnalysisMetric {
  id: string;
  fold: MetricFold;
}

export interface AnalysisPlan {
  provider: ListingProviderName;
  source: AnalysisSource;
  /** Daily sources: the metric ids summed, one field each, in order. Event sources have fixed fields. */
  fields: readonly string[];
  metrics: readonly AnalysisMetric[];
  /**
   * Event counts are the console's own complete records: a store with no post in a bucket posted 0 times. Provider
   * daily rows may simply not be there yet (lag, a failed sync), so a missing row is "no data", never 0.
   */
  zeroFill: boolean;
}

const summed = (ids: readonly string[]): AnalysisMetric[] => ids.map((id, field) => ({ id, fold: { kind: 'sum', field } }));

const REVIEW_FIELDS = ['review_count', 'rating_sum', 'rating_count'] as const;

function reviewPlan(): AnalysisPlan {
  const metrics = performanceMetrics.reviews.map((id): AnalysisMetric => {
    if (AVERAGED_METRICS.has(id)) return { id, fold: { kind: 'average', sumField: 1, countField: 2 } };
    return { id, fold: { kind: 'sum', field: 0 } };
  });
  return { provider: 'google', source: 'reviews', fields: REVIEW_FIELDS, metrics, zeroFill: true };
}

export function performancePlan(group: PerformanceGroup): AnalysisPlan {
  const ids = performanceMetrics[group];
  switch (group) {
    case 'impressions':
    case 'actions':
      return { provider: 'google', source: 'google_daily', fields: ids, metrics: summed(ids), zeroFill: false };
    case 'photos':
      return { provider: 'google', source: 'media_posts', fields: ['count'], metrics: summed(ids), zeroFill: true };
    case 'posts':
      return { provider: 'google', source: 'post_histories', fields: ['count'], metrics: summed(ids), zeroFill: true };
    case 'reviews':
      return reviewPlan();
  }
}

export function accessPlan(group: AccessGroup): AnalysisPlan {
  const ids = accessMetrics[group];
  return { provider: 'yahoo', source: 'yahoo_daily', fields: ids, metrics: summed(ids), zeroFill: false };
}

import { insightMetricsJa } from '../i18n/insight-metrics.ja';

// The metrics of each analysis group, in the order the screens, the reports and the API series list them. ids are
// the API's metric_id; the server maps each to its column.

export const PERFORMANCE_GROUPS = ['impressions', 'actions', 'photos', 'posts', 'reviews'] as const;
export type PerformanceGroup = (typeof PERFORMANCE_GROUPS)[number];

export const ACCESS_GROUPS = ['page_views', 'user_views', 'actions', 'searches', 'devices', 'genders', 'ages'] as const;
export type AccessGroup = (typeof ACCESS_GROUPS)[number];

/** Age groups the Yahoo access analytics report: 0 (under 10) to 7 (the 70s and over). */
export const AGE_GROUP_COUNT = 8;

type MetricName = Exclude<keyof typeof insightMetricsJa, 'age' | 'ownerLabels'>;

export const performanceMetrics: Record<PerformanceGroup, readonly MetricName[]> = {
  impressions: ['impressions_desktop_maps', 'impressions_mobile_maps', 'impressions_desktop_search', 'impressions_mobile_search'],
  actions: ['call_clicks', 'direction_requests', 'website_clicks', 'bookings', 'food_orders', 'food_menu_clicks'],
  photos: ['photo_count'],
  posts: ['post_count'],
  reviews: ['review_count', 'average_rating'],
};

const ageIds = Array.from({ length: AGE_GROUP_COUNT }, (_, index) => `age_${index}`);

export const accessMetrics: Record<AccessGroup, readonly string[]> = {
  page_views: ['page_views'],
  user_views: ['user_views'],
  actions: ['action_call', 'action_route', 'action_website', 'action_reservation'],
  searches: ['searches'],
  devices: ['device_smartphone', 'device_pc', 'device_tablet'],
  genders: ['gender_female', 'gender_male', 'gender_unknown'],
  ages: ageIds,
};

/** Metrics whose bucket value is an average (over reviews), not a sum. */
export const AVERAGED_METRICS: ReadonlySet<string> = new Set(['average_rating']);

/** The Japanese name of a metric id (age_n included); the id itself when unknown, so a new metric still shows. */
export function metricName(id: string): string {
  const age = /^age_(\d+)$/.exec(id);
  if (age) return insightMetricsJa.age(Number(age[1]));
  const name = (insightMetricsJa as Record<string, unknown>)[id];
  return typeof name === 'string' ? name : id;
}

import type { GoogleClients } from './google.client';
import {
  toAccount, toDailySeries, toKeyword, toReply, toReview, toUpdatedLocation, type AccountJson, type DailySeriesJson,
  type KeywordCountJson, type ReplyJson, type ReviewJson,
} from './google.mapper';
import { checkName, editRequest, v4Path } from './google-names';
import type { GoogleBusinessPort } from './google.port';
import type { GoogleLocation, GoogleUpdatedLocation } from './google.types';

type BusinessMethods = Pick<
  GoogleBusinessPort,
  | 'listAccounts' | 'listAccountLocations' | 'getLocation' | 'patchLocation' | 'getGoogleUpdated' | 'listReviews' | 'getReview'
  | 'replyToReview' | 'deleteReply' | 'fetchMultiDailyMetricsTimeSeries' | 'listMonthlySearchKeywords'
>;

const mask = (paths: readonly string[]): string => {
  if (paths.length === 0) throw new Error('A Google field mask needs at least one path');
  return paths.join(',');
};

const page = (options: { pageSize?: number; pageToken?: string } | undefined) => ({ pageSize: options?.pageSize, pageToken: options?.pageToken });

/** `YYYY-MM-DD` (or `YYYY-MM`) as Google's nested date query parameters. */
function dateQuery(prefix: string, value: string, withDay: boolean): Record<string, number> {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match || (withDay && match[3] === undefined)) throw new Error(`Not a ${withDay ? 'YYYY-MM-DD' : 'YYYY-MM'} date: ${value}`);
  return { [`${prefix}.year`]: Number(match[1]), [`${prefix}.month`]: Number(match[2]), ...(withDay ? { [`${prefix}.day`]: Number(match[3]) } : {}) };
}

export function createGoogleBusinessMethods(clients: GoogleClients): BusinessMethods {
  return {
    async listAccounts(credentials, options) {
      const json = await clients.api(credentials, 'accountManagement').request<{ accounts?: AccountJson[]; nextPageToken?: string }>({ method: 'GET', path: '/accounts', query: page(options) });
      return { items: (json.accounts ?? []).map(toAccount), nextPageToken: json.nextPageToken ?? null };
    },

    async listAccountLocations(credentials, account, readMask, options) {
      const json = await clients.api(credentials, 'businessInformation').request<{ locations?: GoogleLocation[]; nextPageToken?: string; totalSize?: number }>({
        method: 'GET',
        path: `/${checkName('account', account)}/locations`,
        query: { readMask: mask(readMask), ...page(options) },
      });
      return { items: json.locations ?? [], nextPageToken: json.nextPageToken ?? null, totalSize: json.totalSize ?? null };
    },

    async getLocation(credentials, location, readMask) {
      return clients.api(credentials, 'businessInformation').request<GoogleLocation>({ method: 'GET', path: `/${checkName('location', location)}`, query: { readMask: mask(readMask) } });
    },

    async patchLocation(credentials, location, patch, updateMask, options) {
      return clients.api(credentials, 'businessInformation').request<GoogleLocation>({
        method: 'PATCH',
        path: `/${checkName('location', location)}`,
        query: { updateMask: mask(updateMask) },
        body: patch,
        ...editRequest(location, options),
      });
    },

    async getGoogleUpdated(credentials, location, readMask): Promise<GoogleUpdatedLocation> {
      const json = await clients.api(credentials, 'businessInformation').request<{ location?: GoogleLocation; diffMask?: string; pendingMask?: string }>({
        method: 'GET',
        path: `/${checkName('location', location)}:getGoogleUpdated`,
        query: { readMask: mask(readMask) },
      });
      return toUpdatedLocation(json);
    },

    async listReviews(credentials, ref, options) {
      const json = await clients.api(credentials, 'v4').request<{ reviews?: ReviewJson[]; nextPageToken?: string; averageRating?: number; totalReviewCount?: number }>({
        method: 'GET',
        path: `${v4Path(ref)}/reviews`,
        query: { ...page(options), orderBy: options?.orderBy },
      });
      return {
        items: (json.reviews ?? []).map(toReview),
        nextPageToken: json.nextPageToken ?? null,
        averageRating: json.averageRating ?? null,
        totalReviewCount: json.totalReviewCount ?? 0,
      };
    },

    async getReview(credentials, ref, reviewId) {
      const json = await clients.api(credentials, 'v4').request<ReviewJson>({ method: 'GET', path: `${v4Path(ref)}/reviews/${checkName('segment', reviewId)}` });
      return toReview(json);
    },

    async replyToReview(credentials, ref, reviewId, comment, options) {
      const json = await clients.api(credentials, 'v4').request<ReplyJson>({
        method: 'PUT',
        path: `${v4Path(ref)}/reviews/${checkName('segment', reviewId)}/reply`,
        body: { comment },
        ...editRequest(ref.location, options),
      });
      return toReply(json);
    },

    async deleteReply(credentials, ref, reviewId, options) {
      await clients.api(credentials, 'v4').request({ method: 'DELETE', path: `${v4Path(ref)}/reviews/${checkName('segment', reviewId)}/reply`, ...editRequest(ref.location, options) });
    },

    async fetchMultiDailyMetricsTimeSeries(credentials, location, metrics, range) {
      if (metrics.length === 0) return [];
      const json = await clients.api(credentials, 'performance').request<{ multiDailyMetricTimeSeries?: { dailyMetricTimeSeries?: DailySeriesJson[] }[] }>({
        method: 'GET',
        path: `/${checkName('location', location)}:fetchMultiDailyMetricsTimeSeries`,
        query: { dailyMetrics: metrics, ...dateQuery('dailyRange.start_date', range.start, true), ...dateQuery('dailyRange.end_date', range.end, true) },
      });
      return (json.multiDailyMetricTimeSeries ?? []).flatMap((group) => (group.dailyMetricTimeSeries ?? []).map(toDailySeries));
    },

    async listMonthlySearchKeywords(credentials, location, range, options) {
      const json = await clients.api(credentials, 'performance').request<{ searchKeywordsCounts?: KeywordCountJson[]; nextPageToken?: string }>({
        method: 'GET',
        path: `/${checkName('location', location)}/searchkeywords/impressions/monthly`,
        query: {
          ...dateQuery('monthlyRange.start_month', range.start.slice(0, 7), false),
          ...dateQuery('monthlyRange.end_month', range.end.slice(0, 7), false),
          ...page(options),
        },
      });
      return { items: (json.searchKeywordsCounts ?? []).map(toKeyword), nextPageToken: json.nextPageToken ?? null };
    },
  };
}

import type { ProviderRuntime } from '../registry';
import { createProviderHttpClient } from '../shared/provider-http-client';
import { yahooEndpoints } from './yahoo-endpoints';
import { toLocalSearchResult, type WireFeature } from './yahoo.mapper';
import type { YahooLocalSearchPort } from './yahoo.port';

interface WireSearch {
  ResultInfo?: { Count?: number; Total?: number; Start?: number };
  Feature?: WireFeature[];
}

const PAGE = 100;

/** YOLP local search, read-only and keyed by application id (no user token). */
export function createYahooLocalSearch(runtime: ProviderRuntime): YahooLocalSearchPort {
  const endpoints = yahooEndpoints(runtime.config);
  const http = createProviderHttpClient({ provider: 'yolp', credentials: 'api_key', baseUrl: endpoints.localSearchBaseUrl, fetch: runtime.fetch, clock: runtime.clock, logger: runtime.logger });

  const localSearch: YahooLocalSearchPort['localSearch'] = async (query) => {
    const start = query.start ?? 1;
    const wire = await http.request<WireSearch>({
      method: 'GET',
      path: '/localSearch',
      query: {
        appid: endpoints.appId,
        query: query.query,
        lat: query.lat,
        lon: query.lon,
        dist: query.distKm,
        sort: query.sort,
        start,
        results: query.results ?? 10,
        output: 'json',
      },
    });
    const features = wire.Feature ?? [];
    const first = wire.ResultInfo?.Start ?? start;
    return { total: wire.ResultInfo?.Total ?? features.length, start: first, results: features.map((feature, index) => toLocalSearchResult(feature, first + index)) };
  };

  return {
    localSearch,
    // Walks pages of 100 until the place appears, the list ends or the depth is reached.
    async findRank({ gid, depth = 100, ...query }) {
      let pagesWalked = 0;
      for (let start = 1; start <= depth; start += PAGE) {
        const page = await localSearch({ ...query, start, results: Math.min(PAGE, depth - start + 1) });
        pagesWalked += 1;
        const hit = page.results.find((result) => result.gid === gid);
        if (hit) return { rank: hit.rank, pagesWalked };
        if (page.results.length === 0 || start + page.results.length > page.total) break;
      }
      return { rank: null, pagesWalked };
    },
  };
}

import type { ProviderRuntime } from '../registry';
import { createProviderHttpClient } from '../shared/provider-http-client';
import { searchLimitKeys } from '../shared/rate-limiter';
import { yahooEndpoints } from './yahoo-endpoints';
import { toLocalSearchResult, type WireFeature } from './yahoo.mapper';
import type { YahooLocalSearchPort } from './yahoo.port';

interface WireSearch {
  ResultInfo?: { Count?: number; Total?: number; Start?: number };
  Feature?: WireFeature[];
}

const PAGE = 100;
/** How many gids a measurement keeps (competitors come from them) and how many rows a snapshot draws. */
const KEPT_RESULT_IDS = 20;
/** gids asked per name lookup (comma-separated `gid=`). */
const GIDS_PER_LOOKUP = 10;

/** YOLP local search, read-only and keyed by application id (no user token). */
export function createYahooLocalSearch(runtime: ProviderRuntime): YahooLocalSearchPort {
  const endpoints = yahooEndpoints(runtime.config);
  const http = createProviderHttpClient({
    provider: 'yolp',
    credentials: 'api_key',
    baseUrl: endpoints.localSearchBaseUrl,
    fetch: runtime.fetch,
    clock: runtime.clock,
    logger: runtime.logger,
    limiter: runtime.googleLimiter,
    limitKeys: searchLimitKeys.yolp,
  });

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
      let resultCount = 0;
      const firstPage: { id: string; name: string }[] = [];
      for (let start = 1; start <= depth; start += PAGE) {
        const page = await localSearch({ ...query, start, results: Math.min(PAGE, depth - start + 1) });
        pagesWalked += 1;
        resultCount += page.results.length;
        if (start === 1) firstPage.push(...page.results.slice(0, KEPT_RESULT_IDS).map((result) => ({ id: result.gid, name: result.name })));
        const hit = page.results.find((result) => result.gid === gid);
        const resultIds = firstPage.map((row) => row.id);
        if (hit) return { rank: hit.rank, pagesWalked, resultIds, resultCount, firstPage };
        if (page.results.length === 0 || start + page.results.length > page.total) break;
      }
      return { rank: null, pagesWalked, resultIds: firstPage.map((row) => row.id), resultCount, firstPage };
    },

    async placeNames(gids) {
      const names = new Map<string, string>();
      const unique = [...new Set(gids)];
      for (let index = 0; index < unique.length; index += GIDS_PER_LOOKUP) {
        const batch = unique.slice(index, index + GIDS_PER_LOOKUP);
        const wire = await http.request<WireSearch>({
          method: 'GET',
          path: '/localSearch',
          query: { appid: endpoints.appId, gid: batch.join(','), results: batch.length, output: 'json' },
        });
        for (const feature of wire.Feature ?? []) if (batch.includes(feature.Gid)) names.set(feature.Gid, feature.Name);
      }
      return names;
    },
  };
}

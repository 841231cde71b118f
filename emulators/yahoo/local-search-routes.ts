import type { FastifyInstance } from 'fastify';
import { SearchLog, variedResults } from '../shared/rank-variation';
import { distanceMeters, normalizeQuery, type SearchHit } from './ranked-results';
import { YAHOO_EMULATOR_CREDENTIALS, type YahooEmulatorContext } from './yahoo-context';

/**
 * Where the demo stores rank in YOLP local search before the day's and the point's variation (rank-variation.ts);
 * other queries naming a store's area list it at a hashed rank, and the rest do not list it (圏外).
 */
export const YAHOO_DEMO_RANKS: Record<string, Record<string, number>> = {
  '渋谷 ランチ': { 'DF-001': 3 },
  '梅田 定食': { 'DF-002': 5 },
  '栄 カフェ': { 'DF-003': 2 },
  '天神 ランチ': { 'DF-004': 14 },
  '札幌 カフェ': { 'DF-005': 27 },
  '渋谷 定食': { 'DF-001': 64 },
};

const AREA_TOTAL = 120;
const MAX_RESULTS = 100;
/** YOLP's `dist` is a hard filter (km, default and at most 20). */
const DIST_CUT_OFF = 1;
const GID_LOOKUP_MAX = 10;
const REMEMBERED_FEATURES = 100_000;

function yolpError(message: string): { Error: { Message: string } } {
  return { Error: { Message: message } };
}

function featureOf(hit: SearchHit, gid: string): Record<string, unknown> {
  return {
    Id: String(1_000_000_000 + (Number.parseInt(gid.slice(0, 6), 36) % 8_999_999_999)),
    Gid: gid,
    Name: hit.name,
    Geometry: { Type: 'point', Coordinates: `${hit.lon},${hit.lat}` },
    Category: [],
    Description: '',
    Style: [],
    Property: {
      Uid: hit.prng.chars('0123456789abcdef', 40),
      CassetteId: 'a6b8c1fc1ff22b2fc2c7f1bb8d1a1d0a',
      Country: { Code: 'JP', Name: '日本' },
      Address: hit.address,
      Tel1: hit.tel,
      Genre: [],
    },
  };
}

function resultInfo(count: number, total: number, start: number): Record<string, unknown> {
  return { Count: count, Total: total, Start: start, Status: 200, Description: '', Copyright: '', Latency: 0.012 };
}

export function registerLocalSearchRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  // Features by gid, for `gid=` lookups: what this emulator has listed (the seeded places are looked up directly).
  const listed = new Map<string, Record<string, unknown>>();
  const searches = new SearchLog();
  const remember = (features: Record<string, unknown>[]) => {
    for (const feature of features) {
      listed.delete(feature.Gid as string);
      listed.set(feature.Gid as string, feature);
    }
    while (listed.size > REMEMBERED_FEATURES) listed.delete(listed.keys().next().value as string);
  };
  const demoStores = () =>
    ctx.data.places.map((place) => ({
      storeCode: place.store_code,
      name: place.name,
      address: `${place.address.prefecture}${place.address.city}${place.address.street}`,
      tel: place.phone,
      lat: place.location.lat,
      lon: place.location.lon,
    }));
  const gidOf = (hit: SearchHit): string =>
    ctx.data.places.find((place) => place.store_code === hit.storeCode)?.place_id ?? hit.prng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 20);

  app.get('/OpenLocalPlatform/V1/localSearch', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.appid !== YAHOO_EMULATOR_CREDENTIALS.appId) return reply.code(403).send(yolpError('Your Request was Forbidden'));
    if (query.output !== 'json') return reply.code(400).send(yolpError('The emulator answers output=json only.'));
    const start = query.start === undefined ? 1 : Number(query.start);
    const results = query.results === undefined ? 10 : Number(query.results);
    if (!Number.isInteger(start) || start < 1 || !Number.isInteger(results) || results < 1 || results > MAX_RESULTS) {
      return reply.code(400).send(yolpError(`start must be ≥ 1 and results 1–${MAX_RESULTS}.`));
    }
    if (query.gid !== undefined) {
      const gids = query.gid.split(',').map((gid) => gid.trim()).filter((gid) => gid !== '');
      if (gids.length === 0 || gids.length > GID_LOOKUP_MAX) return reply.code(400).send(yolpError(`gid takes 1–${GID_LOOKUP_MAX} ids.`));
      const features = gids.flatMap((gid) => {
        const place = ctx.data.places.find((candidate) => candidate.place_id === gid);
        if (place) return [{ Gid: gid, Name: place.name, Geometry: { Type: 'point', Coordinates: `${place.location.lon},${place.location.lat}` }, Property: { Address: '', Tel1: place.phone } }];
        const seen = listed.get(gid);
        return seen ? [seen] : [];
      });
      return { ResultInfo: resultInfo(features.length, features.length, 1), Feature: features };
    }
    const text = normalizeQuery(query.query ?? '');
    if (text === '') return reply.code(400).send(yolpError('query is required.'));
    const lat = Number(query.lat);
    const lon = Number(query.lon);
    const hasCentre = query.lat !== undefined && query.lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon);
    const distM = Math.min(Number(query.dist ?? 20) || 20, 20) * 1000;
    let hits = variedResults({
      query: text,
      stores: demoStores(),
      table: YAHOO_DEMO_RANKS,
      areaTotal: AREA_TOTAL,
      centre: hasCentre ? { lat, lon, radiusM: distM, cutOff: DIST_CUT_OFF } : undefined,
      now: ctx.now(),
    });
    if (hasCentre && query.sort === 'dist') {
      hits = [...hits].sort((a, b) => distanceMeters(lat, lon, a.lat, a.lon) - distanceMeters(lat, lon, b.lat, b.lon)).map((hit, index) => ({ ...hit, rank: index + 1 }));
    }
    const features = hits.slice(start - 1, start - 1 + results).map((hit) => featureOf(hit, gidOf(hit)));
    remember(features);
    searches.add({ query: text, lat: hasCentre ? lat : null, lon: hasCentre ? lon : null, radiusM: hasCentre ? distM : null, firstPage: start === 1, names: false, time: ctx.now().toISOString() });
    return { ResultInfo: resultInfo(features.length, hits.length, start), Feature: features };
  });

  app.get('/__admin/searches', async () => searches.list());
  app.delete('/__admin/searches', async () => {
    searches.clear();
    return { cleared: true };
  });
}

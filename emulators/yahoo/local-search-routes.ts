import type { FastifyInstance } from 'fastify';
import { distanceMeters, normalizeQuery, rankedResults, type DemoPlacement, type SearchHit } from './ranked-results';
import { YAHOO_EMULATOR_CREDENTIALS, type YahooEmulatorContext } from './yahoo-context';

/** Where the demo stores rank in YOLP local search; anything else does not list them (圏外). */
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

export function registerLocalSearchRoutes(app: FastifyInstance, ctx: YahooEmulatorContext): void {
  app.get('/OpenLocalPlatform/V1/localSearch', async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.appid !== YAHOO_EMULATOR_CREDENTIALS.appId) return reply.code(403).send(yolpError('Your Request was Forbidden'));
    if (query.output !== 'json') return reply.code(400).send(yolpError('The emulator answers output=json only.'));
    const start = query.start === undefined ? 1 : Number(query.start);
    const results = query.results === undefined ? 10 : Number(query.results);
    if (!Number.isInteger(start) || start < 1 || !Number.isInteger(results) || results < 1 || results > MAX_RESULTS) {
      return reply.code(400).send(yolpError(`start must be ≥ 1 and results 1–${MAX_RESULTS}.`));
    }
    const text = normalizeQuery(query.query ?? '');
    if (text === '') return reply.code(400).send(yolpError('query is required.'));
    const ranks = YAHOO_DEMO_RANKS[text] ?? {};
    const placements: DemoPlacement[] = ctx.data.places
      .filter((place) => ranks[place.store_code] !== undefined)
      .map((place) => ({
        storeCode: place.store_code,
        name: place.name,
        address: `${place.address.prefecture}${place.address.city}${place.address.street}`,
        tel: place.phone,
        lat: place.location.lat,
        lon: place.location.lon,
        rank: ranks[place.store_code],
      }));
    let hits = rankedResults(text, placements, AREA_TOTAL);
    const lat = Number(query.lat);
    const lon = Number(query.lon);
    if (query.lat !== undefined && query.lon !== undefined && Number.isFinite(lat) && Number.isFinite(lon)) {
      // `dist` is in km (YOLP's default 20 km, at most 20 km).
      const dist = Math.min(Number(query.dist ?? 20) || 20, 20) * 1000;
      hits = hits.filter((hit) => distanceMeters(lat, lon, hit.lat, hit.lon) <= dist);
      if (query.sort === 'dist') hits = [...hits].sort((a, b) => distanceMeters(lat, lon, a.lat, a.lon) - distanceMeters(lat, lon, b.lat, b.lon));
    }
    const gidOf = (hit: SearchHit): string => ctx.data.places.find((place) => place.store_code === hit.storeCode)?.place_id ?? hit.prng.chars('abcdefghijklmnopqrstuvwxyz0123456789', 20);
    const features = hits.slice(start - 1, start - 1 + results).map((hit) => featureOf(hit, gidOf(hit)));
    return {
      ResultInfo: { Count: features.length, Total: hits.length, Start: start, Status: 200, Description: '', Copyright: '', Latency: 0.012 },
      Feature: features,
    };
  });
}

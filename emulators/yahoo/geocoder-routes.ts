import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SEED_ACCOUNTS } from '../google/seed-stores';
import { YAHOO_EMULATOR_CREDENTIALS } from './yahoo-context';
import { STORE_COORDINATES } from './yahoo-seed';

// YOLP's geocoder (addresses) and contents geocoder (landmarks: stations) over a small gazetteer: the demo stores'
// addresses, their cities and prefectures, and the stations of the demo areas. Enough for measurement points in
// demos and tests; anything else answers no Feature, as YOLP does for an unknown place.

interface Place {
  name: string;
  lat: number;
  lng: number;
  /** Normalised strings that name this place; the longest one contained in a query wins. */
  keys: string[];
  level: number;
}

const STATIONS: [string, number, number][] = [
  ['渋谷駅', 35.658_0, 139.701_6],
  ['梅田駅', 34.702_4, 135.498_5],
  ['栄駅', 35.170_7, 136.908_4],
  ['天神駅', 33.591_1, 130.399_2],
  ['札幌駅', 43.068_7, 141.350_8],
  ['新宿駅', 35.690_9, 139.700_3],
  ['東京駅', 35.681_2, 139.767_1],
  ['名古屋駅', 35.170_9, 136.881_5],
  ['博多駅', 33.589_7, 130.420_6],
  ['横浜駅', 35.465_8, 139.622_4],
  ['大宮駅', 35.906_4, 139.623_9],
  ['京都駅', 34.985_9, 135.758_8],
];

const PREFECTURES: [string, number, number][] = [
  ['東京都', 35.689_5, 139.691_7],
  ['大阪府', 34.686_3, 135.520_0],
  ['愛知県', 35.180_2, 136.906_6],
  ['福岡県', 33.606_4, 130.418_1],
  ['北海道', 43.064_2, 141.346_9],
  ['神奈川県', 35.447_8, 139.642_5],
  ['埼玉県', 35.856_9, 139.648_9],
  ['京都府', 35.021_4, 135.755_6],
];

const CITIES: [string, string, number, number][] = [
  ['東京都', '渋谷区', 35.664_0, 139.698_2],
  ['大阪府', '大阪市北区', 34.705_5, 135.498_3],
  ['愛知県', '名古屋市中区', 35.168_1, 136.910_0],
  ['福岡県', '福岡市中央区', 33.589_3, 130.392_7],
  ['北海道', '札幌市北区', 43.090_6, 141.340_8],
  ['神奈川県', '横浜市西区', 35.453_7, 139.617_2],
  ['埼玉県', 'さいたま市大宮区', 35.906_4, 139.623_8],
  ['京都府', '京都市中京区', 35.010_6, 135.756_4],
];

// The partner stores have no Yahoo place, so no seeded coordinates: points near their stations.
const PARTNER_COORDINATES: Record<string, { lat: number; lon: number }> = {
  'PT-001': { lat: 35.466_0, lon: 139.620_0 },
  'PT-002': { lat: 35.906_0, lon: 139.624_0 },
  'PT-003': { lat: 35.009_0, lon: 135.769_0 },
};

/** NFKC, no spaces, no postal code, and 1丁目2番3号 or 1ー2ー3 written 1-2-3, so the usual spellings of one address meet. */
export function normalizePlaceQuery(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/〒?\d{3}-?\d{4}/g, '')
    .replace(/\s+/g, '')
    .replace(/(\d+)丁目(\d+)番地?(\d+)号?/g, '$1-$2-$3')
    .replace(/[‐－ー−–—](?=\d)/g, '-');
}

const ADDRESSES: Place[] = [
  ...PREFECTURES.map(([name, lat, lng]) => ({ name, lat, lng, keys: [name], level: 1 })),
  ...CITIES.map(([prefecture, city, lat, lng]) => ({ name: `${prefecture}${city}`, lat, lng, keys: [`${prefecture}${city}`, city], level: 2 })),
  ...SEED_ACCOUNTS.flatMap((account) => account.stores).flatMap((store) => {
    const at = STORE_COORDINATES[store.storeCode] ?? PARTNER_COORDINATES[store.storeCode];
    if (!at) return [];
    const street = normalizePlaceQuery(`${store.locality}${store.addressLine}`);
    return [{ name: `${store.administrativeArea}${store.locality}${store.addressLine}`, lat: at.lat, lng: at.lon, keys: [`${store.administrativeArea}${street}`, street], level: 3 }];
  }),
];

const LANDMARKS: Place[] = STATIONS.map(([name, lat, lng]) => ({ name, lat, lng, keys: [name, name.replace(/駅$/, '')], level: 4 }));

function lookup(places: Place[], query: string, exact: boolean): Place[] {
  const text = normalizePlaceQuery(query);
  const score = (place: Place) => Math.max(0, ...place.keys.filter((key) => (exact ? text === key : text.includes(key))).map((key) => key.length));
  return places
    .map((place) => ({ place, score: score(place) }))
    .filter((hit) => hit.score > 0)
    .sort((a, b) => b.score - a.score || b.place.level - a.place.level)
    .map((hit) => hit.place);
}

function featureOf(place: Place, index: number): Record<string, unknown> {
  return {
    Id: String(index + 1),
    Gid: '',
    Name: place.name,
    Geometry: { Type: 'point', Coordinates: `${place.lng},${place.lat}` },
    Category: [],
    Description: '',
    Style: [],
    Property: { Uid: '', CassetteId: 'b22fee69b0dcaf2c2fe2d6a27906dafc', Country: { Code: 'JP', Name: '日本' }, Address: place.name, AddressMatchingLevel: String(place.level) },
  };
}

export function registerGeocoderRoutes(app: FastifyInstance): void {
  const answer = (places: Place[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as Record<string, string | undefined>;
    if (query.appid !== YAHOO_EMULATOR_CREDENTIALS.appId) return reply.code(403).send({ Error: { Message: 'Your Request was Forbidden' } });
    if (query.output !== 'json') return reply.code(400).send({ Error: { Message: 'The emulator answers output=json only.' } });
    const text = query.query ?? '';
    if (text.trim() === '') return reply.code(400).send({ Error: { Message: 'query is required.' } });
    const results = Math.min(Math.max(Number(query.results ?? 10) || 10, 1), 100);
    // Stations match by name (渋谷 or 渋谷駅); addresses by the most specific place the query contains.
    const hits = lookup(places, text, places === LANDMARKS).slice(0, results);
    const features = hits.map(featureOf);
    return { ResultInfo: { Count: features.length, Total: hits.length, Start: 1, Status: 200, Description: '', Latency: 0.004 }, ...(features.length ? { Feature: features } : {}) };
  };
  app.get('/geocode/V1/geoCoder', answer(ADDRESSES));
  app.get('/geocode/cont/V1/contentsGeoCoder', answer(LANDMARKS));
}

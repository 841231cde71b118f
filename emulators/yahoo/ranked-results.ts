import { createPrng, type Prng } from '../google/prng';

// Deterministic search result lists shared by the Yahoo local search and Places emulators: the same query always
// answers the same list, with the demo stores at fixed ranks, so rank measurement is testable end to end.

export interface SearchArea {
  key: string;
  prefecture: string;
  city: string;
  streets: readonly string[];
  tel: string;
  lat: number;
  lon: number;
}

export const SEARCH_AREAS: readonly SearchArea[] = [
  { key: '渋谷', prefecture: '東京都', city: '渋谷区', streets: ['道玄坂', '宇田川町', '神南', '桜丘町'], tel: '03', lat: 35.658, lon: 139.7016 },
  { key: '梅田', prefecture: '大阪府', city: '大阪市北区', streets: ['梅田', '曽根崎', '茶屋町', '芝田'], tel: '06', lat: 34.7025, lon: 135.4959 },
  { key: '栄', prefecture: '愛知県', city: '名古屋市中区', streets: ['栄', '錦', '新栄'], tel: '052', lat: 35.1681, lon: 136.9087 },
  { key: '天神', prefecture: '福岡県', city: '福岡市中央区', streets: ['天神', '大名', '今泉'], tel: '092', lat: 33.5911, lon: 130.3989 },
  { key: '札幌', prefecture: '北海道', city: '札幌市北区', streets: ['北七条西', '北八条西', '北六条西'], tel: '011', lat: 43.0687, lon: 141.3508 },
];

const PREFIXES = ['まるや', 'さくら', 'ひなた', 'あおば', 'こがね', 'つばめ', 'やまと', 'はなみ', 'いろは', 'みどり', 'かえで', 'すずらん', 'ことぶき', 'あさひ', 'ふじ', 'もみじ', 'ほたる', 'しらかば'];
const GENRE_WORDS: Record<string, readonly string[]> = {
  ランチ: ['食堂', '定食屋', 'キッチン', 'ビストロ', 'レストラン'],
  定食: ['定食屋', '食堂', 'ごはん処', '大衆食堂'],
  カフェ: ['カフェ', '珈琲店', '喫茶', 'コーヒースタンド'],
  居酒屋: ['酒場', '居酒屋', '炉端'],
  ラーメン: ['ラーメン', '中華そば', 'つけ麺'],
};
const DEFAULT_GENRE = ['食堂', 'カフェ', 'キッチン'];

export interface SearchHit {
  /** Index in the list, 1-based. */
  rank: number;
  /** A demo store's code, or null for a generated neighbour. */
  storeCode: string | null;
  name: string;
  address: string;
  tel: string;
  lat: number;
  lon: number;
  /** Seeded per hit, so each emulator can derive its own stable ids from it. */
  prng: Prng;
}

export interface DemoPlacement {
  storeCode: string;
  name: string;
  address: string;
  tel: string;
  lat: number;
  lon: number;
  rank: number;
}

/** NFKC, one half-width space between words, lower case: a full-width space and a half-width one are the same query. */
export function normalizeQuery(query: string): string {
  return query.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function hashString(value: string): number {
  let hash = 2166136261;
  for (const char of value) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

export function areaOf(query: string): SearchArea | undefined {
  return SEARCH_AREAS.find((area) => query.includes(area.key));
}

/**
 * The full result list for a query: `total` hits (a recognised area gives `areaTotal`, anything else fewer), with
 * each demo placement at its rank when that rank is within the list.
 */
export function rankedResults(query: string, placements: readonly DemoPlacement[], areaTotal: number): SearchHit[] {
  const normalized = normalizeQuery(query);
  const area = areaOf(normalized);
  const genreKey = Object.keys(GENRE_WORDS).find((key) => normalized.includes(key));
  const words = genreKey ? GENRE_WORDS[genreKey] : DEFAULT_GENRE;
  const seed = hashString(normalized);
  const total = area ? areaTotal : 5 + (seed % 25);
  const hits: SearchHit[] = [];
  for (let rank = 1; rank <= total; rank += 1) {
    const prng = createPrng(seed + rank * 7919);
    const demo = placements.find((placement) => placement.rank === rank);
    if (demo) {
      hits.push({ rank, storeCode: demo.storeCode, name: demo.name, address: demo.address, tel: demo.tel, lat: demo.lat, lon: demo.lon, prng });
      continue;
    }
    const place = area ?? SEARCH_AREAS[seed % SEARCH_AREAS.length];
    const street = prng.pick(place.streets);
    hits.push({
      rank,
      storeCode: null,
      name: `${prng.pick(PREFIXES)}${prng.pick(words)} ${place.key}${prng.chance(0.5) ? '本店' : '店'}`,
      address: `${place.prefecture}${place.city}${street}${prng.int(1, 4)}-${prng.int(1, 20)}-${prng.int(1, 15)}`,
      tel: `${place.tel}-${prng.chars('0123456789', place.tel.length === 2 ? 4 : 3)}-${prng.chars('0123456789', 4)}`,
      // Within about 1.5 km of the area centre.
      lat: Number((place.lat + (prng.next() - 0.5) * 0.027).toFixed(6)),
      lon: Number((place.lon + (prng.next() - 0.5) * 0.033).toFixed(6)),
      prng,
    });
  }
  return hits;
}

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

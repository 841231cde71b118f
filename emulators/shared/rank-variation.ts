import { areaOf, distanceMeters, hashString, normalizeQuery, rankedResults, SEARCH_AREAS, type DemoPlacement, type SearchHit } from '../yahoo/ranked-results';

// How the search emulators make measured ranks move plausibly and deterministically: by keyword (a demo store is
// listed for queries naming its area, at the demo table's rank or one hashed from query and store), by point (the
// farther a result from the search centre, the lower it sinks; beyond the cut-off it is not listed) and by day (a
// demo store moves by up to two places with the emulator's Tokyo date). Generated neighbours only move by distance.

export interface DemoStoreInput {
  storeCode: string;
  name: string;
  address: string;
  tel: string;
  lat: number;
  lon: number;
}

export interface SearchCentre {
  lat: number;
  lon: number;
  radiusM: number;
  /** Results farther than radiusM × cutOff are not listed (a bias: about 1.5; a hard filter: 1). */
  cutOff: number;
}

export interface VariationInput {
  query: string;
  stores: readonly DemoStoreInput[];
  /** Fixed ranks per normalised query (the demo table), before the day's and the point's variation. */
  table: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** How long a query naming an area lists. */
  areaTotal: number;
  centre?: SearchCentre;
  now: Date;
}

/** A store belongs to the area whose centre is within this distance. */
const AREA_REACH_M = 5_000;
/** Ranks lost per radius of distance from the search centre. */
const DISTANCE_WEIGHT = 10;
const DAY_SWING = 2;
const TOKYO_OFFSET_MS = 9 * 3_600_000;

export const tokyoDate = (now: Date): string => new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);

function storeArea(store: DemoStoreInput): string | undefined {
  return SEARCH_AREAS.find((area) => distanceMeters(area.lat, area.lon, store.lat, store.lon) <= AREA_REACH_M)?.key;
}

/** Where a demo store stands for a query before variation; undefined when the query does not list it. */
export function baseRank(query: string, store: DemoStoreInput, table: VariationInput['table']): number | undefined {
  const normalized = normalizeQuery(query);
  const fixed = table[normalized]?.[store.storeCode];
  if (fixed !== undefined) return fixed;
  const area = areaOf(normalized);
  if (!area || storeArea(store) !== area.key) return undefined;
  return 1 + (hashString(`${normalized}|${store.storeCode}`) % 40);
}

/** -2 … +2, fixed for a query, a store and a Tokyo day. */
export const daySwing = (query: string, storeCode: string, now: Date): number =>
  (hashString(`${normalizeQuery(query)}|${storeCode}|${tokyoDate(now)}`) % (2 * DAY_SWING + 1)) - DAY_SWING;

/** The varied result list of a query, ranks renumbered from 1. */
export function variedResults(input: VariationInput): SearchHit[] {
  const placements: DemoPlacement[] = [];
  for (const store of input.stores) {
    const rank = baseRank(input.query, store, input.table);
    if (rank !== undefined) placements.push({ ...store, rank });
  }
  const base = rankedResults(input.query, placements, Math.max(input.areaTotal, ...placements.map((placement) => placement.rank)));
  const { centre } = input;
  const scored: { hit: SearchHit; score: number }[] = [];
  for (const hit of base) {
    let score = hit.rank;
    if (hit.storeCode) {
      // Half a place beyond: swung by s, a demo store passes exactly |s| of the neighbours generated around it.
      const swing = daySwing(input.query, hit.storeCode, input.now);
      score += swing + Math.sign(swing) / 2;
    }
    if (centre) {
      const distance = distanceMeters(centre.lat, centre.lon, hit.lat, hit.lon);
      if (distance > centre.radiusM * centre.cutOff) continue;
      score += (DISTANCE_WEIGHT * distance) / Math.max(centre.radiusM, 1);
    }
    scored.push({ hit, score });
  }
  scored.sort((a, b) => a.score - b.score || a.hit.rank - b.hit.rank);
  return scored.map(({ hit }, index) => ({ ...hit, rank: index + 1 }));
}

/** One search as the emulator received it: which list, from where, and which page. */
export interface SearchRecord {
  query: string;
  lat: number | null;
  lon: number | null;
  radiusM: number | null;
  /** The first page of the list (a measurement starts there; later pages continue it). */
  firstPage: boolean;
  /** Names were asked for (a snapshot's read of page 1 after the measurement), not only ids. */
  names: boolean;
  time: string;
}

const SEARCH_LOG_CAPACITY = 200_000;

/**
 * The searches an emulator answered (`GET /__admin/searches`): what a bench counts duplicated measurements from, from
 * the provider's side. Bounded, oldest dropped first.
 */
export class SearchLog {
  private records: SearchRecord[] = [];

  add(record: SearchRecord): void {
    this.records.push(record);
    if (this.records.length > SEARCH_LOG_CAPACITY) this.records.splice(0, this.records.length - SEARCH_LOG_CAPACITY);
  }

  list(): readonly SearchRecord[] {
    return this.records;
  }

  clear(): void {
    this.records = [];
  }
}

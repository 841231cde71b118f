// Rank measurement through Google Places Text Search. Only place ids are stored (Places terms); names are read only
// to draw a snapshot or to label a competitor on screen, never kept.

export interface PlacesLocation {
  latitude: number;
  longitude: number;
}

export interface FindRankInput {
  textQuery: string;
  /** Google place id of the listing (`metadata.placeId` from Business Profile). */
  placeId: string;
  /** Centre of the measurement point; with radiusMeters it biases the search to a circle. */
  location?: PlacesLocation;
  /** Up to 50,000 m. */
  radiusMeters?: number;
  /** How deep to look, at most 60; beyond it the rank is 圏外. */
  depth?: number;
}

export interface FindRankResult {
  /** 1-based rank, or null when not within the depth (圏外). */
  rank: number | null;
  pagesWalked: number;
  /** The first 20 result ids, in order (competitors are derived from them). */
  resultIds: string[];
  /** Results read (up to the depth; the walk stops at the page where ours appears). */
  resultCount: number;
}

export interface FirstPageInput {
  textQuery: string;
  location?: PlacesLocation;
  radiusMeters?: number;
}

export interface PlacesProvider {
  findRank(input: FindRankInput): Promise<FindRankResult>;
  /** Page 1 (≤ 20) with display names, only to draw a snapshot; the names are never stored. */
  firstPageNames(input: FirstPageInput): Promise<{ id: string; name: string }[]>;
  /** Place Details display names; ids Google does not know are absent from the map. */
  placeNames(ids: string[]): Promise<Map<string, string>>;
}

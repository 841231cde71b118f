// Rank measurement through Google Places Text Search: only place ids are requested and kept.

export interface FindRankInput {
  textQuery: string;
  /** Google place id of the listing (`metadata.placeId` from Business Profile). */
  placeId: string;
  /** Centre of the measurement point; with radiusMeters it biases the search to a circle. */
  location?: { latitude: number; longitude: number };
  /** Up to 50,000 m. */
  radiusMeters?: number;
  /** How deep to look, at most 60; beyond it the rank is 圏外. */
  depth?: number;
}

export interface FindRankResult {
  /** 1-based rank, or null when not within the depth (圏外). */
  rank: number | null;
  pagesWalked: number;
}

export interface PlacesProvider {
  findRank(input: FindRankInput): Promise<FindRankResult>;
}

// Shapes as Google's Business Profile APIs return them, kept to the fields the console reads.
export const STAR_RATINGS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE'] as const;
export type StarRating = (typeof STAR_RATINGS)[number];

export interface GoogleReviewer {
  displayName: string;
  profilePhotoUrl: string;
  isAnonymous: boolean;
}

export interface GoogleReview {
  name: string;
  reviewId: string;
  reviewer: GoogleReviewer;
  starRating: StarRating;
  comment?: string;
  createTime: string;
  updateTime: string;
  reviewReply?: { comment: string; updateTime: string };
}

export interface GoogleAccount {
  name: string;
  accountName: string;
  type: 'PERSONAL' | 'LOCATION_GROUP' | 'ORGANIZATION';
  role: 'PRIMARY_OWNER' | 'OWNER' | 'MANAGER';
  verificationState: 'VERIFIED' | 'UNVERIFIED';
  vettedState: 'VETTED' | 'NOT_VETTED';
}

// Locations are stored as plain records because readMask and updateMask address them by dotted field paths.
export interface LocationEntry {
  id: string;
  accountId: string;
  data: Record<string, unknown>;
}

/** Google's version of a listing that differs from the merchant's, as `locations.getGoogleUpdated` answers it. */
export interface GoogleUpdatedEntry {
  location: Record<string, unknown>;
  diffMask: string;
}

export interface EmulatorData {
  accounts: GoogleAccount[];
  locations: LocationEntry[];
  reviews: Map<string, GoogleReview[]>;
  /** v4 local posts, media items and food menus by location id; JSON records, addressed by field masks. */
  posts: Map<string, Record<string, unknown>[]>;
  media: Map<string, Record<string, unknown>[]>;
  foodMenus: Map<string, Record<string, unknown>>;
  /** Upload slots from `media:startUpload` by dataRef; the bytes arrive later on the upload path. */
  uploads: Map<string, { locationId: string; bytes?: Buffer; contentType?: string }>;
  googleUpdated: Map<string, GoogleUpdatedEntry>;
  /** Accepted edit times per location id, for the 10 edits/min per profile quota. */
  edits: Map<string, number[]>;
  /** Source of deterministic ids for created resources. */
  sequence: number;
  /** Review ids the listing leaves out while still counting them in totalReviewCount (Google's paging gaps). */
  listingGaps: Set<string>;
}

export function starValue(rating: StarRating): number {
  return STAR_RATINGS.indexOf(rating) + 1;
}

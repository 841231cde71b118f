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

export interface EmulatorData {
  accounts: GoogleAccount[];
  locations: LocationEntry[];
  reviews: Map<string, GoogleReview[]>;
}

export function starValue(rating: StarRating): number {
  return STAR_RATINGS.indexOf(rating) + 1;
}

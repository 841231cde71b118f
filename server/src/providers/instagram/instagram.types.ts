// Wire shapes of Instagram Login and the Graph API, as far as the adapter reads them.

export interface GraphChild {
  id: string;
  media_type?: string;
  media_url?: string;
  thumbnail_url?: string;
}

export interface GraphMedia extends GraphChild {
  caption?: string;
  permalink?: string;
  timestamp?: string;
  children?: { data?: GraphChild[] };
}

export interface GraphPage<T> {
  data?: T[];
  paging?: { cursors?: { before?: string; after?: string }; next?: string };
}

export interface GraphUser {
  id: string;
  username?: string;
}

export interface GraphLongLivedToken {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
}

/** api.instagram.com answers either flat or, in newer versions, wrapped in `data`. */
export interface ShortLivedTokenItem {
  access_token?: string;
  user_id?: string | number;
  permissions?: string | string[];
}

export type ShortLivedTokenResponse = ShortLivedTokenItem & { data?: ShortLivedTokenItem[] };

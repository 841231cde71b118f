export type MediaType = 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';

export interface IgChild {
  id: string;
  media_type: Exclude<MediaType, 'CAROUSEL_ALBUM'>;
  media_url: string;
  thumbnail_url?: string;
  permalink: string;
  timestamp: string;
}

export interface IgMedia {
  id: string;
  caption?: string;
  media_type: MediaType;
  media_url: string;
  thumbnail_url?: string;
  permalink: string;
  timestamp: string;
  children?: IgChild[];
}

export interface IgAccount {
  id: string;
  user_id: string;
  username: string;
  name: string;
  account_type: 'BUSINESS';
  profile_picture_url: string;
  /** Newest first, as the media edge lists them. */
  media: IgMedia[];
}

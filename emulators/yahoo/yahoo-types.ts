// Wire shapes of the partner-style Yahoo!プレイス API this project documents (snake_case JSON, Yahoo-style
// `start`/`results` paging). The server's adapter maps them; nothing outside emulators/yahoo and the adapter sees them.

export const NOTICE_KINDS = ['NOTICE', 'DAYOFF', 'CAMPAIGN', 'ETC'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const HOUR_DAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'HOLIDAY'] as const;
export type HourDay = (typeof HOUR_DAYS)[number];

export interface WireHours {
  day: HourDay;
  /** 'H:MM' or 'HH:MM' from 0:00; after midnight runs on as 24:00…30:00 (翌6:00). */
  open: string;
  close: string;
}

export interface WirePlace {
  place_id: string;
  business_id: string;
  store_code: string;
  name: string;
  name_kana: string;
  address: { postal_code: string; prefecture: string; city: string; street: string };
  phone: string;
  business_hours: WireHours[];
  hours_note: string;
  categories: { code: string; name: string }[];
  description: string;
  urls: { type: 'OFFICIAL' | 'RESERVATION' | 'SNS'; url: string }[];
  location: { lat: number; lon: number };
  /** Days that differ from business_hours; absent on places written before special hours existed (read as []). */
  special_hours?: WireSpecialHours[];
  /** YYYY-MM-DD or null. */
  opening_date?: string | null;
  updated_at: string;
}

export interface WireSpecialHours {
  /** YYYY-MM-DD */
  date: string;
  closed: boolean;
  /** null when closed; otherwise as in business_hours (0:00–30:00). */
  open: string | null;
  close: string | null;
}

export interface WireNotice {
  notice_id: string;
  kind: NoticeKind;
  title: string;
  body: string;
  start_at: string | null;
  end_at: string | null;
  pinned: boolean;
  created_at: string;
  updated_at: string;
}

export interface WireReview {
  review_id: string;
  rating: number;
  text: string;
  author: { nickname: string };
  posted_at: string;
}

export interface YahooBusiness {
  business_id: string;
  name: string;
}

export interface YahooEmulatorData {
  business: YahooBusiness;
  places: WirePlace[];
  notices: Map<string, WireNotice[]>;
  reviews: Map<string, WireReview[]>;
  /** Counter behind new notice ids, so ids stay repeatable without Math.random. */
  nextNoticeNumber: number;
}

export interface ResultInfo {
  total: number;
  start: number;
  count: number;
}

import { DateTime } from 'luxon';
import { TOKYO } from '../dates/zone';

// The placeholders a post text may contain (spec section 3: business account, year, month, day, week, hour,
// minute), written like the reply templates' {店舗名}. They are expanded per store at the moment of publication
// (Asia/Tokyo), by the server's publish job and by the editor's per-store preview alike.

export const POST_PLACEHOLDERS = {
  store: '{店舗名}',
  year: '{年}',
  month: '{月}',
  day: '{日}',
  week: '{曜日}',
  hour: '{時}',
  minute: '{分}',
} as const;

export type PostPlaceholderKey = keyof typeof POST_PLACEHOLDERS;

const WEEKDAYS = ['月', '火', '水', '木', '金', '土', '日'] as const;

const PATTERN = /\{(店舗名|年|月|日|曜日|時|分)\}/gu;

export interface PostPlaceholderValues {
  /** The business account's (store's) name on the provider. */
  storeName: string;
  /** The publication moment; read on the Tokyo calendar. */
  at: Date;
}

/**
 * Fills every placeholder: {年} 2026, {月} 3 and {日} 9 without leading zeros, {曜日} the Japanese weekday (月…日),
 * {時} and {分} two digits (09, 05) as a clock shows them. Unknown braces are left as written.
 */
export function expandPostPlaceholders(text: string, values: PostPlaceholderValues): string {
  const t = DateTime.fromJSDate(values.at, { zone: TOKYO });
  const filled: Record<string, string> = {
    店舗名: values.storeName,
    年: String(t.year),
    月: String(t.month),
    日: String(t.day),
    曜日: WEEKDAYS[t.weekday - 1],
    時: t.toFormat('HH'),
    分: t.toFormat('mm'),
  };
  return text.replace(PATTERN, (_whole, name: string) => filled[name]);
}

/** The placeholders a text uses, in order of first appearance (the editor lists them under the text). */
export const placeholdersIn = (text: string): string[] => [...new Set([...text.matchAll(PATTERN)].map((m) => m[0]))];

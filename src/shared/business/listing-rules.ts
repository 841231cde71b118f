// The section 5 rules of a listing as pure predicates: the console's yup schema and the server's validation both
// use them (with their own Japanese catalogues), so the form refuses exactly what the server refuses.

export const PHONE_PATTERN = /^\d{2,4}-\d{2,4}-\d{3,4}$/;
export const POSTAL_CODE_PATTERN = /^\d{3}-\d{4}$/;
export const TIME_PATTERN = /^([01]?\d|2\d|30):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}\/\d{2}\/\d{2}$/;
/** Spec section 5: text must not contain < > ’ " & ¥ 《 》. */
export const FORBIDDEN_CHARACTERS = /[<>’"&¥《》]/;
export const LINE_BREAK = /[\r\n]/;

export const LISTING_LIMITS = {
  name: 100,
  nameKana: 100,
  city: 100,
  street: 200,
  prefecture: 10,
  website: 2048,
  description: 750,
  hoursNote: 200,
  regularPeriods: 14,
  specialDays: 100,
} as const;

/** Minutes since the opening day's midnight, or null when the text is not a time. */
export function minutesOf(time: string): number | null {
  if (!TIME_PATTERN.test(time)) return null;
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** Yahoo!プレイス: hours run from 0:00 to 6:00 the next day (30:00), and close after they open. */
export function withinYahooDay(open: string, close: string): boolean {
  const from = minutesOf(open);
  const to = minutesOf(close);
  return from !== null && to !== null && from >= 0 && to <= 30 * 60 && to > from;
}

/** Any provider: the close is after the open (a close past midnight is written 24:00–30:00). */
export function closesAfterOpening(open: string, close: string): boolean {
  const from = minutesOf(open);
  const to = minutesOf(close);
  return from !== null && to !== null && to > from;
}

export const hasForbiddenCharacters = (text: string | null | undefined): boolean => !!text && FORBIDDEN_CHARACTERS.test(text);
export const hasLineBreak = (text: string | null | undefined): boolean => !!text && LINE_BREAK.test(text);

export function isValidWebsite(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}

import { HOUR_DAYS, NOTICE_KINDS, type HourDay, type NoticeKind, type WireHours, type WirePlace, type WireSpecialHours } from './yahoo-types';

// The partner API's input rules. A failure answers 400 `{ error: { status: 'INVALID_PARAMETER', message, field } }`.

export interface FieldProblem {
  field: string;
  message: string;
}

/** Yahoo's day ends at 翌6:00: the latest time is 30:00. */
export const LATEST_MINUTE = 30 * 60;

export function minutesOf(time: string): number | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59) return undefined;
  return hours * 60 + minutes;
}

export function validateHours(value: unknown): WireHours[] | FieldProblem {
  const problem = (message: string): FieldProblem => ({ field: 'business_hours', message });
  if (!Array.isArray(value)) return problem('business_hours は配列で指定してください。');
  const hours: WireHours[] = [];
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return problem('営業時間の形式が正しくありません。');
    const { day, open, close } = entry as Record<string, unknown>;
    if (typeof day !== 'string' || !(HOUR_DAYS as readonly string[]).includes(day)) return problem(`day は ${HOUR_DAYS.join(', ')} のいずれかです。`);
    const from = typeof open === 'string' ? minutesOf(open) : undefined;
    const to = typeof close === 'string' ? minutesOf(close) : undefined;
    if (from === undefined || to === undefined || from >= LATEST_MINUTE || to > LATEST_MINUTE) {
      return problem('営業時間は0:00から翌6:00（30:00）までの範囲で指定してください。');
    }
    if (to <= from) return problem('閉店時刻は開店時刻より後にしてください（日をまたぐ場合は25:00のように指定します）。');
    hours.push({ day: day as HourDay, open: open as string, close: close as string });
  }
  return hours;
}

/** Special days: `{ date YYYY-MM-DD, closed, open, close }`, open days with hours as business_hours, each date once. */
export function validateSpecialHours(value: unknown): WireSpecialHours[] | FieldProblem {
  const problem = (message: string): FieldProblem => ({ field: 'special_hours', message });
  if (!Array.isArray(value) || value.length > 100) return problem('special_hours は100件までの配列で指定してください。');
  const days: WireSpecialHours[] = [];
  for (const entry of value as unknown[]) {
    const { date, closed, open, close } = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return problem('date は YYYY-MM-DD で指定してください。');
    if (days.some((day) => day.date === date)) return problem(`${date} が重複しています。`);
    if (typeof closed !== 'boolean') return problem('closed は true か false です。');
    if (closed) {
      days.push({ date, closed, open: null, close: null });
      continue;
    }
    const hours = validateHours([{ day: 'MON', open, close }]);
    if (!Array.isArray(hours)) return { ...hours, field: 'special_hours' };
    days.push({ date, closed, open: hours[0].open, close: hours[0].close });
  }
  return days;
}

const EDITABLE = ['name', 'name_kana', 'address', 'phone', 'business_hours', 'hours_note', 'categories', 'description', 'urls', 'special_hours', 'opening_date'] as const;

function isString(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

/** The place after an update: only the fields present change; read-only and unknown fields are rejected. */
export function applyPlaceUpdate(place: WirePlace, body: unknown, now: Date): WirePlace | FieldProblem {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { field: '', message: 'JSON オブジェクトを送信してください。' };
  const input = body as Record<string, unknown>;
  const unknownField = Object.keys(input).find((key) => !(EDITABLE as readonly string[]).includes(key));
  if (unknownField) return { field: unknownField, message: `${unknownField} は変更できません。` };
  const next: WirePlace = { ...place };
  if ('name' in input) {
    if (!isString(input.name, 100) || input.name.trim() === '') return { field: 'name', message: '店舗名は1〜100文字で指定してください。' };
    next.name = input.name;
  }
  if ('name_kana' in input) {
    if (!isString(input.name_kana, 100) || !/^[\u30A0-\u30FF\s\u3000]*$/.test(input.name_kana)) return { field: 'name_kana', message: '店舗名（カナ）は全角カタカナで指定してください。' };
    next.name_kana = input.name_kana;
  }
  if ('phone' in input) {
    if (!isString(input.phone, 20) || !/^0\d{1,4}-\d{1,4}-\d{3,4}$/.test(input.phone)) return { field: 'phone', message: '電話番号は 03-1234-5678 の形式で指定してください。' };
    next.phone = input.phone;
  }
  if ('business_hours' in input) {
    const hours = validateHours(input.business_hours);
    if (!Array.isArray(hours)) return hours;
    next.business_hours = hours;
  }
  if ('special_hours' in input) {
    const days = validateSpecialHours(input.special_hours);
    if (!Array.isArray(days)) return days;
    next.special_hours = days;
  }
  if ('opening_date' in input) {
    const date = input.opening_date;
    if (date !== null && (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date)))) return { field: 'opening_date', message: '開業日は YYYY-MM-DD で指定してください。' };
    next.opening_date = date;
  }
  if ('hours_note' in input) {
    if (!isString(input.hours_note, 200)) return { field: 'hours_note', message: '営業時間の補足は200文字以内です。' };
    next.hours_note = input.hours_note;
  }
  if ('description' in input) {
    if (!isString(input.description, 1000)) return { field: 'description', message: '紹介文は1000文字以内です。' };
    next.description = input.description;
  }
  if ('address' in input) {
    const address = input.address as Record<string, unknown> | null;
    const keys = ['postal_code', 'prefecture', 'city', 'street'] as const;
    if (typeof address !== 'object' || address === null || !keys.every((key) => isString(address[key], 100))) return { field: 'address', message: '住所は postal_code, prefecture, city, street で指定してください。' };
    next.address = { postal_code: address.postal_code as string, prefecture: address.prefecture as string, city: address.city as string, street: address.street as string };
  }
  if ('categories' in input) {
    const list = input.categories;
    if (!Array.isArray(list) || list.length === 0 || list.length > 3 || !list.every((c: unknown) => typeof c === 'object' && c !== null && isString((c as Record<string, unknown>).code, 20) && isString((c as Record<string, unknown>).name, 50))) {
      return { field: 'categories', message: 'カテゴリは1〜3件、code と name で指定してください。' };
    }
    next.categories = list as WirePlace['categories'];
  }
  if ('urls' in input) {
    const list = input.urls;
    const ok = Array.isArray(list) && list.length <= 5 && list.every((u: unknown) => {
      const entry = u as Record<string, unknown> | null;
      return typeof entry === 'object' && entry !== null && ['OFFICIAL', 'RESERVATION', 'SNS'].includes(String(entry.type)) && isString(entry.url, 500) && /^https?:\/\//.test(entry.url);
    });
    if (!ok) return { field: 'urls', message: 'URLは5件まで、type（OFFICIAL, RESERVATION, SNS）と http(s) の url で指定してください。' };
    next.urls = list as WirePlace['urls'];
  }
  next.updated_at = now.toISOString();
  return next;
}

export interface NoticeInput {
  kind: NoticeKind;
  title: string;
  body: string;
  start_at: string | null;
  end_at: string | null;
  pinned: boolean;
}

function isoOrNull(value: unknown): string | null | undefined {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) return undefined;
  return new Date(value).toISOString();
}

export function validateNotice(body: unknown): NoticeInput | FieldProblem {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (typeof input.kind !== 'string' || !(NOTICE_KINDS as readonly string[]).includes(input.kind)) return { field: 'kind', message: `kind は ${NOTICE_KINDS.join(', ')} のいずれかです。` };
  if (!isString(input.title, 50) || input.title.trim() === '') return { field: 'title', message: 'タイトルは1〜50文字で指定してください。' };
  if (!isString(input.body, 1000) || input.body.trim() === '') return { field: 'body', message: '本文は1〜1000文字で指定してください。' };
  const start = isoOrNull(input.start_at);
  const end = isoOrNull(input.end_at);
  if (start === undefined) return { field: 'start_at', message: 'start_at は ISO 8601 の日時で指定してください。' };
  if (end === undefined) return { field: 'end_at', message: 'end_at は ISO 8601 の日時で指定してください。' };
  if (input.kind === 'DAYOFF' && start === null) return { field: 'start_at', message: '臨時休業には開始日時が必要です。' };
  if (start !== null && end !== null && end < start) return { field: 'end_at', message: '終了日時は開始日時より後にしてください。' };
  if (input.pinned !== undefined && typeof input.pinned !== 'boolean') return { field: 'pinned', message: 'pinned は true か false です。' };
  return { kind: input.kind as NoticeKind, title: input.title, body: input.body, start_at: start, end_at: end, pinned: input.pinned === true };
}

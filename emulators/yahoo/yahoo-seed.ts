import { createPrng, type Prng } from '../google/prng';
import { COMPLAINTS, GENERAL_PRAISE, HANDLE_NAMES, KIND_PRAISE, MIXED } from '../google/seed-review-texts';
import { DESCRIPTIONS, SEED_ACCOUNTS, type SeedStore } from '../google/seed-stores';
import type { NoticeKind, WireHours, WireNotice, WirePlace, WireReview, YahooEmulatorData } from './yahoo-types';

const DAY_MS = 86_400_000;
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

// The demo company's stores as Yahoo!プレイス knows them; names and addresses match the Google seed by store code.
const KANA: Record<string, string> = {
  'DF-001': 'デモショクドウ シブヤテン',
  'DF-002': 'デモショクドウ ウメダテン',
  'DF-003': 'デモカフェ サカエテン',
  'DF-004': 'デモショクドウ テンジンテン',
  'DF-005': 'デモカフェ サッポロエキマエテン',
};

export const STORE_COORDINATES: Record<string, { lat: number; lon: number }> = {
  'DF-001': { lat: 35.658_1, lon: 139.697_5 },
  'DF-002': { lat: 34.703_2, lon: 135.497_1 },
  'DF-003': { lat: 35.168_4, lon: 136.908_9 },
  'DF-004': { lat: 33.591_8, lon: 130.399_4 },
  'DF-005': { lat: 43.068_9, lon: 141.350_2 },
};

export const DEMO_STORES: readonly SeedStore[] = SEED_ACCOUNTS[0].stores;

const CATEGORY: Record<string, { code: string; name: string }> = {
  restaurant: { code: '0101001', name: '和食' },
  cafe: { code: '0115001', name: 'カフェ' },
};

// Restaurants close at 22:00 except Friday and Saturday, which run past midnight (Yahoo writes 1:00 as 25:00).
function hoursFor(store: SeedStore): WireHours[] {
  if (store.kind === 'cafe') return (['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const).map((day) => ({ day, open: '8:00', close: '20:00' }));
  return (['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN', 'HOLIDAY'] as const).map((day) => ({
    day,
    open: '11:00',
    close: day === 'FRI' || day === 'SAT' ? '25:00' : '22:00',
  }));
}

function seedPlace(prng: Prng, store: SeedStore, businessId: string, anchor: number): WirePlace {
  return {
    place_id: prng.chars(ID_ALPHABET, 20),
    business_id: businessId,
    store_code: store.storeCode,
    name: store.title,
    name_kana: KANA[store.storeCode] ?? '',
    address: { postal_code: store.postalCode, prefecture: store.administrativeArea, city: store.locality, street: store.addressLine },
    phone: store.phone,
    business_hours: hoursFor(store),
    hours_note: store.kind === 'restaurant' ? 'ラストオーダーは閉店30分前です。' : '',
    categories: [CATEGORY[store.kind] ?? CATEGORY.restaurant],
    description: DESCRIPTIONS[store.kind],
    urls: [{ type: 'OFFICIAL', url: `https://demo-foods.example.jp/stores/${store.slug}` }],
    location: STORE_COORDINATES[store.storeCode] ?? { lat: 35.68, lon: 139.76 },
    special_hours: [],
    opening_date: null,
    updated_at: new Date(anchor - prng.int(10, 200) * DAY_MS).toISOString(),
  };
}

const NOTICE_TEMPLATES: { kind: NoticeKind; title: string; body: string }[] = [
  { kind: 'NOTICE', title: '営業時間変更のお知らせ', body: '平日の営業時間を一部変更いたします。詳しくは店頭にてご確認ください。' },
  { kind: 'DAYOFF', title: '臨時休業のお知らせ', body: '設備点検のため臨時休業いたします。ご迷惑をおかけいたします。' },
  { kind: 'CAMPAIGN', title: '季節限定メニューはじめました', body: '旬の食材を使った限定メニューをご用意しました。期間中はドリンク1杯サービスです。' },
  { kind: 'ETC', title: 'キャッシュレス決済に対応しました', body: '各種クレジットカード・電子マネー・QRコード決済をご利用いただけます。' },
  { kind: 'CAMPAIGN', title: '平日ランチ割引', body: '平日11時〜14時はランチセットを100円引きでご提供しています。' },
  { kind: 'NOTICE', title: '年末年始の営業について', body: '12月31日から1月3日まではお休みをいただきます。' },
];

function seedNotices(prng: Prng, anchor: number, next: () => string): WireNotice[] {
  const count = prng.int(3, 6);
  return Array.from({ length: count }, (_, index) => {
    const template = NOTICE_TEMPLATES[(index + prng.int(0, 5)) % NOTICE_TEMPLATES.length];
    const created = anchor - prng.int(1, 300) * DAY_MS;
    const dated = template.kind === 'DAYOFF' || template.kind === 'CAMPAIGN';
    return {
      notice_id: next(),
      kind: template.kind,
      title: template.title,
      body: template.body,
      start_at: dated ? new Date(created + 7 * DAY_MS).toISOString() : null,
      end_at: dated ? new Date(created + (template.kind === 'DAYOFF' ? 8 : 37) * DAY_MS).toISOString() : null,
      pinned: index === 0,
      created_at: new Date(created).toISOString(),
      updated_at: new Date(created).toISOString(),
    };
  });
}

function reviewText(prng: Prng, store: SeedStore, rating: number): string {
  if (rating >= 4) return `${prng.pick(KIND_PRAISE[store.kind])}${prng.chance(0.5) ? prng.pick(GENERAL_PRAISE) : ''}`;
  if (rating === 3) return prng.pick(MIXED);
  return prng.pick(COMPLAINTS);
}

function seedReviews(prng: Prng, store: SeedStore, anchor: number): WireReview[] {
  const count = prng.int(15, 40);
  const reviews = Array.from({ length: count }, () => {
    const roll = prng.next();
    const rating = roll < 0.4 ? 5 : roll < 0.7 ? 4 : roll < 0.85 ? 3 : roll < 0.94 ? 2 : 1;
    // Yahoo shows a nickname or a masked Yahoo! JAPAN ID, never a full name.
    const nickname = prng.chance(0.5) ? prng.pick(HANDLE_NAMES) : `${prng.chars(ID_ALPHABET, 3)}*****`;
    return {
      review_id: `r${prng.chars(ID_ALPHABET, 16)}`,
      rating,
      text: reviewText(prng, store, rating),
      author: { nickname },
      posted_at: new Date(anchor - prng.int(1, 540 * 24 * 60) * 60_000).toISOString(),
    };
  });
  return reviews.sort((a, b) => b.posted_at.localeCompare(a.posted_at));
}

// Anchored to the start of the UTC day so two builds on the same day are identical.
export function buildYahooSeed(seed: number, now: Date): YahooEmulatorData {
  const prng = createPrng(seed);
  const anchor = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const businessId = `b${prng.chars('0123456789', 10)}`;
  let noticeNumber = 1;
  const next = (): string => `n${String(noticeNumber++).padStart(6, '0')}`;
  const data: YahooEmulatorData = { business: { business_id: businessId, name: '株式会社デモフーズ' }, places: [], notices: new Map(), reviews: new Map(), nextNoticeNumber: 0 };
  for (const store of DEMO_STORES) {
    const place = seedPlace(prng, store, businessId, anchor);
    data.places.push(place);
    data.notices.set(place.place_id, seedNotices(prng, anchor, next));
    data.reviews.set(place.place_id, seedReviews(prng, store, anchor));
  }
  data.nextNoticeNumber = noticeNumber;
  return data;
}

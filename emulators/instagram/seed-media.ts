import { createPrng, type Prng } from '../google/prng';
import type { IgAccount, IgChild, IgMedia } from './instagram-types';

export const DEMO_ACCOUNT_ID = '17841400000000001';
export const DEMO_USERNAME = 'demofoods_official';
export const DEMO_NAME = 'デモフーズ公式';
export const SEED_POST_COUNT = 30;

const ITEMS = ['季節の親子丼', '特製ハンバーグ定食', '抹茶パフェ', '自家製プリン', '鶏の唐揚げ定食', '秋鮭の西京焼き', 'ふわとろオムライス', '厚切りトースト', '季節野菜のカレー', 'いちごのショートケーキ'];
const STORES = [
  { name: '渋谷店', tag: '#渋谷グルメ' },
  { name: '梅田店', tag: '#梅田ランチ' },
  { name: '栄店', tag: '#名古屋カフェ' },
  { name: '天神店', tag: '#福岡グルメ' },
  { name: '札幌駅前店', tag: '#札幌ランチ' },
];
// Some captions carry a phone number or a URL on purpose: crossposting must strip them before they reach Google.
const TEMPLATES: ReadonlyArray<(item: string, store: string) => string> = [
  (item, store) => `【新メニュー】${item}が${store}に登場しました！数量限定ですので、お早めにどうぞ。`,
  (item) => `本日のおすすめは${item}です🍽 スタッフ一同、ご来店をお待ちしております。`,
  (item, store) => `${store}より、${item}のご紹介です。素材にこだわった一品をぜひお試しください。`,
  (item) => `週末限定で${item}をご用意しています。ご予約はお電話で承ります（03-1234-5678）。`,
  (item) => `${item}のテイクアウトを始めました。詳しくは https://demo-foods.example.jp/menu をご覧ください。`,
  (item, store) => `いつもご来店ありがとうございます。${store}では今月も${item}が人気です✨`,
];

const pad = (n: number): string => String(n).padStart(2, '0');

/** Graph's timestamp format: `2026-11-20T03:00:00+0000`. */
export const graphTimestamp = (date: Date): string =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}+0000`;

export const mediaUrl = (baseUrl: string, id: string, extension: 'png' | 'mp4'): string => `${baseUrl}/__assets/media/${id}.${extension}`;

const mediaId = (prng: Prng): string => `179${prng.chars('0123456789', 14)}`;
const permalink = (prng: Prng): string => `https://www.instagram.com/p/${prng.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-', 11)}/`;

function caption(prng: Prng, index: number): string | undefined {
  // One post without a caption: Graph then leaves the field out, and consumers must cope.
  if (index === 17) return undefined;
  const item = prng.pick(ITEMS);
  const store = prng.pick(STORES);
  const text = TEMPLATES[index % TEMPLATES.length](item, store.name);
  return `${text}\n\n#デモフーズ #デモ食堂 #${item.replace(/\s/gu, '')} ${store.tag}`;
}

export function buildPost(prng: Prng, baseUrl: string, index: number, time: Date, text: string | undefined): IgMedia {
  const id = mediaId(prng);
  const timestamp = graphTimestamp(time);
  const link = permalink(prng);
  const isVideo = index % 7 === 3;
  const isCarousel = !isVideo && index % 4 === 1;
  const base = { id, ...(text === undefined ? {} : { caption: text }), permalink: link, timestamp };
  if (isVideo) return { ...base, media_type: 'VIDEO', media_url: mediaUrl(baseUrl, id, 'mp4'), thumbnail_url: mediaUrl(baseUrl, id, 'png') };
  if (!isCarousel) return { ...base, media_type: 'IMAGE', media_url: mediaUrl(baseUrl, id, 'png') };
  const children: IgChild[] = Array.from({ length: prng.int(2, 4) }, (_, n) => {
    const childId = mediaId(prng);
    return n === 2
      ? { id: childId, media_type: 'VIDEO', media_url: mediaUrl(baseUrl, childId, 'mp4'), thumbnail_url: mediaUrl(baseUrl, childId, 'png'), permalink: link, timestamp }
      : { id: childId, media_type: 'IMAGE', media_url: mediaUrl(baseUrl, childId, 'png'), permalink: link, timestamp };
  });
  // Like Graph, a carousel's own media_url is its first child's.
  return { ...base, media_type: 'CAROUSEL_ALBUM', media_url: children[0].media_url, children };
}

/** The demo account with 30 posts, one every 36 hours back from noon JST yesterday (UTC day anchored, so builds of one day match). */
export function buildSeedAccount(seed: number, now: Date, baseUrl: string): IgAccount {
  const prng = createPrng(seed);
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 3);
  const media = Array.from({ length: SEED_POST_COUNT }, (_, index) => buildPost(prng, baseUrl, index, new Date(dayStart - (24 + index * 36) * 3600_000), caption(prng, index)));
  return {
    id: DEMO_ACCOUNT_ID,
    user_id: DEMO_ACCOUNT_ID,
    username: DEMO_USERNAME,
    name: DEMO_NAME,
    account_type: 'BUSINESS',
    profile_picture_url: `${baseUrl}/__assets/media/profile.png`,
    media,
  };
}

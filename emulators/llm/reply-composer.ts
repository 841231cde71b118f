import { detectLanguage } from '../translation/detect-language';
import { TEMPLATES, TOPIC_KEYWORDS, type RatingBand, type ReplyLanguage, type Topic } from './reply-templates';

export interface ReplyPrompt {
  system: string;
  /** The last user message. */
  user: string;
}

const PHONE = /(?:\+?\d[\d\s()-]{7,}\d)/gu;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/gu;

const STORE_LABEL = /(?:店舗名|店名|ビジネス名|事業者名|business name|store name|store|business)\s*[:：]\s*(.+)/iu;
const REVIEW_LABEL = /(?:レビュー本文|クチコミ本文|口コミ本文|レビュー|クチコミ|口コミ|review text|review|comment)\s*[:：]\s*([\s\S]+)/iu;
const RATING_LABEL = /(?:評価|星の数|星|rating|stars?)\s*[:：]?\s*([1-5])/iu;
const RATING_SUFFIX = /([1-5])\s*(?:\/\s*5|つ星|stars?|点)/iu;
const LANGUAGE_LABEL = /(?:返信言語|言語|reply language|language)\s*[:：]\s*(ja|en|zh|ko|日本語|英語|中国語|韓国語|japanese|english|chinese|korean)/iu;

const LANGUAGE_NAMES: Record<string, ReplyLanguage> = {
  ja: 'ja', 日本語: 'ja', japanese: 'ja', en: 'en', 英語: 'en', english: 'en', zh: 'zh', 中国語: 'zh', chinese: 'zh', ko: 'ko', 韓国語: 'ko', korean: 'ko',
};

const scrub = (text: string): string => text.replace(EMAIL, '').replace(PHONE, '').replace(/\s{2,}/gu, ' ').trim();

// The store name is the one fact the reply may state, and only as the system prompt gives it.
function storeName(system: string): string | undefined {
  const raw = STORE_LABEL.exec(system)?.[1]?.split('\n')[0];
  const name = raw ? scrub(raw.replace(/^[「『"']+|[」』"'。.]+$/gu, '')) : '';
  return name === '' ? undefined : name.slice(0, 60);
}

function rating(user: string): number | undefined {
  const stars = /★+/u.exec(user)?.[0].length;
  const value = RATING_LABEL.exec(user)?.[1] ?? RATING_SUFFIX.exec(user)?.[1];
  return value ? Number(value) : stars && stars <= 5 ? stars : undefined;
}

function band(value: number | undefined): RatingBand {
  if (value === undefined || value === 3) return 'mid';
  return value >= 4 ? 'high' : 'low';
}

// The reply follows the review's language, not the prompt template's: a Japanese prompt may carry an English review.
function language(user: string, review: string): ReplyLanguage {
  const named = LANGUAGE_LABEL.exec(user)?.[1]?.toLowerCase();
  if (named && LANGUAGE_NAMES[named]) return LANGUAGE_NAMES[named];
  const detected = detectLanguage(review);
  if (detected === 'ja' || detected === 'ko') return detected;
  return detected.startsWith('zh') ? 'zh' : 'en';
}

function topic(review: string, ratingBand: RatingBand): Topic | undefined {
  // Praise for waiting or prices would read as irony, so a positive reply only picks the other topics.
  const candidates: Topic[] = ratingBand === 'high' ? ['food', 'service', 'atmosphere'] : ['wait', 'service', 'food', 'price', 'atmosphere'];
  return candidates.find((candidate) => TOPIC_KEYWORDS[candidate].test(review));
}

/** A courteous, deterministic review reply built only from fixed sentences, the store name and a topic word. */
export function composeReply(prompt: ReplyPrompt): { text: string; language: ReplyLanguage } {
  const review = REVIEW_LABEL.exec(prompt.user)?.[1] ?? prompt.user;
  const reviewLanguage = language(prompt.user, review);
  const templates = TEMPLATES[reviewLanguage];
  const ratingBand = band(rating(prompt.user));
  const found = topic(review, ratingBand);
  const sentences = [
    templates.opening[ratingBand](storeName(prompt.system) ?? templates.defaultStore),
    templates.body[ratingBand](found ? templates.topics[found] : undefined),
    templates.closing[ratingBand],
  ];
  return { text: scrub(sentences.join(templates.separator)), language: reviewLanguage };
}

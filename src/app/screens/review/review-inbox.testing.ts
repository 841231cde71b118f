import { http } from 'msw';
import type { ListReviewsApiResponse, ReviewItem } from '../../../features/reviews/reviews.api';
import { json } from '../../../testing/handlers';

// Test data for the review inbox tests (typed through the reviews feature's re-exported contract types).
export const makeReview = (id: number, overrides: Partial<ReviewItem> = {}): ReviewItem => ({
  id,
  local_account_id: 'g_1',
  store_name: 'テスト店1',
  provider: 'google',
  kind: 1,
  reviewer_name: `投稿者${id}`,
  reviewer_photo_url: null,
  is_anonymous: false,
  rating: 4,
  comment: `口コミ本文${id}`,
  photo_urls: [],
  posted_at: '2025/04/01 10:30',
  reply: null,
  reply_state: 'none',
  reply_error: null,
  can_reply: true,
  ...overrides,
});

export const reviewPage = (items: ReviewItem[], total = items.length, nextCursor: string | null = null, capped = false): ListReviewsApiResponse => ({
  data: items,
  pagination: { page: 1, page_size: items.length, total, total_capped: capped, current_page: 1, last_page: Math.max(1, Math.ceil(total / 10)) },
  next_cursor: nextCursor,
});

// Answers GET /api/reviews with `answer(url)` and records every request URL.
export const reviewsHandler = (answer: (url: URL) => ListReviewsApiResponse, seen: URL[] = []) =>
  http.get('/api/reviews', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url);
    return json<ListReviewsApiResponse>(answer(url));
  });

export const languages = [
  { code: 'ja', name: '日本語' },
  { code: 'en', name: '英語' },
  { code: 'ko', name: '韓国語' },
  { code: 'zh-CN', name: '中国語（簡体）' },
];

export const inboxSupportHandlers = [
  http.get('/api/reviews/prompts', () =>
    json({
      data: {
        tones: [
          { value: 'polite', label: '丁寧', description: '丁寧な文体' },
          { value: 'friendly', label: '親しみやすい', description: '親しみやすい文体' },
          { value: 'concise', label: '簡潔', description: '簡潔な文体' },
        ],
        default_tone: 'polite',
        max_instruction_length: 500,
      },
    }),
  ),
  http.get('/api/translate/languages', () => json({ data: languages })),
  http.get('/api/reply-manuscripts', () =>
    json({
      data: [
        {
          id: 1,
          title: 'お礼（標準）',
          body: '{投稿者名}様、{店舗名}へのご来店と★{評価}の評価をありがとうございます。',
          updated_at: '2025/04/01 10:00',
        },
        { id: 2, title: '短いお礼', body: 'ありがとうございました。', updated_at: '2025/04/01 10:00' },
      ],
      pagination: { page: 1, page_size: 200, total: 2, current_page: 1, last_page: 1 },
    }),
  ),
];

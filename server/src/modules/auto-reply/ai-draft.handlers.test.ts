import { loginAs, type Signed } from '../../testing/http';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { companyIdOf, insertLinkedStore, insertReview } from './auto-reply.testing';

let t: TestApp;
let owner: Signed;
let partner: Signed;
let store: { id: number; key: string };
let companyId: number;

beforeAll(async () => {
  t = await createTestApp();
  owner = await loginAs(t, 'owner');
  partner = await loginAs(t, 'partner');
  companyId = await companyIdOf(t, 'owner');
  store = await insertLinkedStore(t, companyId, { title: 'デモ食堂 渋谷店' });
});
afterAll(() => t.close());
afterEach(() => t.inject({ method: 'POST', url: '/emulators/llm/__admin/seed' }));

const draft = (who: Signed, payload: object) => t.inject({ method: 'POST', url: '/api/reviews/create-auto-reply', headers: who.headers, payload });

it('offers the three tones with Japanese labels', async () => {
  const res = await t.inject({ url: '/api/reviews/prompts', headers: owner.headers });
  expect(res.json()).toEqual({
    data: {
      tones: [
        { value: 'polite', label: '丁寧', description: '敬語を使い、丁寧にお礼やお詫びをお伝えします' },
        { value: 'friendly', label: '親しみやすい', description: '温かみのある、親しみやすい言葉でお返事します' },
        { value: 'concise', label: '簡潔', description: '要点をおさえて短くお返事します' },
      ],
      default_tone: 'polite',
      max_instruction_length: 500,
    },
  });
});

it('drafts a reply in the review’s language with the configured model, without the reviewer’s personal data', async () => {
  const review = await insertReview(t, {
    companyId,
    localAccountId: store.id,
    rating: 2,
    reviewerName: 'John Smith',
    comment: 'The food was cold and we waited 40 minutes. Call me at 090-1234-5678 or mail john.smith@example.com.',
  });
  const res = await draft(owner, { review_id: review.id, tone: 'polite', instructions: '改善に取り組んでいることを伝えてください' });
  expect(res.statusCode).toBe(200);
  const { reply, model } = res.json<{ data: { reply: string; model: string } }>().data;
  expect(model).toBe(t.deps.config.providers.llmModel);
  expect(reply).toMatch(/^Thank you for visiting デモ食堂 渋谷店/);
  expect(reply).toMatch(/apologi[sz]e/);
  expect(reply).not.toMatch(/John|Smith|090-1234-5678|example\.com|refund|discount|coupon/i);
  expect(reply).not.toMatch(/[<>’"&¥《》]/u);

  const japanese = await insertReview(t, { companyId, localAccountId: store.id, rating: 5, comment: '料理がとても美味しかったです！' });
  const jaReply = (await draft(owner, { review_id: japanese.id })).json<{ data: { reply: string } }>().data.reply;
  expect(jaReply).toMatch(/^この度はデモ食堂 渋谷店をご利用いただき/u);
  expect(jaReply).not.toContain('山田');
});

it('thanks a rating-only review briefly in Japanese', async () => {
  const review = await insertReview(t, { companyId, localAccountId: store.id, rating: 4, comment: null });
  const reply = (await draft(owner, { review_id: review.id, tone: 'concise' })).json<{ data: { reply: string } }>().data.reply;
  expect(reply).toContain('ありがとうございます');
});

it('sends the prompt’s rules, the store, rating, tone and instructions to the LLM', async () => {
  const review = await insertReview(t, { companyId, localAccountId: store.id, rating: 3, comment: '普通でした。' });
  const prompts: Array<{ system: string; user: string }> = [];
  const complete = t.deps.providers.llm.complete;
  t.deps.providers.llm.complete = async (request) => {
    prompts.push(request);
    return complete(request);
  };
  try {
    await draft(owner, { review_id: review.id, tone: 'friendly', instructions: '駐車場があることを伝える' });
  } finally {
    t.deps.providers.llm.complete = complete;
  }
  expect(prompts).toHaveLength(1);
  expect(prompts[0].system).toMatch(/^Business name: デモ食堂 渋谷店\n/);
  expect(prompts[0].system).toContain('Tone: Warm and friendly');
  expect(prompts[0].system).toContain('- 駐車場があることを伝える');
  expect(prompts[0].user).toBe('Rating: 3 / 5\nReview:\n普通でした。');
  expect(JSON.stringify(prompts[0])).not.toContain('山田');
});

it('answers 404 for another company’s review and for an unknown one', async () => {
  const review = await insertReview(t, { companyId, localAccountId: store.id, rating: 5, comment: 'Great' });
  expect((await draft(partner, { review_id: review.id })).statusCode).toBe(404);
  expect((await draft(owner, { review_id: 99_999_999 })).statusCode).toBe(404);
});

it('answers 502 with a Japanese message when the LLM fails', async () => {
  const review = await insertReview(t, { companyId, localAccountId: store.id, rating: 5, comment: 'Great' });
  await t.inject({ method: 'POST', url: '/emulators/llm/__admin/failures', payload: { match: { pathPrefix: '/v1/chat' }, status: 429, retryAfterSeconds: 600 } });
  const res = await draft(owner, { review_id: review.id });
  expect(res.statusCode).toBe(502);
  expect(res.json()).toEqual({ code: 'ai_reply_failed', message: 'AIへのリクエストが集中しています。しばらく時間をおいてから再度お試しください。' });
});

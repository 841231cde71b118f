import { composeReply } from '../../../../emulators/llm/reply-composer';
import { AI_REPLY_RULES, buildReplyPrompt } from './ai-reply.prompt';

const base = { storeName: 'デモ食堂 渋谷店', rating: 4, comment: 'The ramen was delicious!', tone: 'polite' as const };

describe('buildReplyPrompt', () => {
  it('states the business name first, then every fixed rule, and the tone', () => {
    const { system } = buildReplyPrompt(base);
    const lines = system.split('\n');
    expect(lines[0]).toBe('Business name: デモ食堂 渋谷店');
    AI_REPLY_RULES.forEach((rule, index) => expect(system).toContain(`${index + 1}. ${rule}`));
    expect(system).toMatch(/same language as the review/);
    expect(system).toMatch(/Never invent facts: do not mention menu items, products, prices/);
    expect(system).toMatch(/Never promise or offer compensation, refunds, discounts/);
    expect(system).toMatch(/no names of the reviewer .* phone numbers, e-mail addresses, street addresses or URLs/);
    expect(system).toContain('Tone: Polite and formal');
    expect(buildReplyPrompt({ ...base, tone: 'concise' }).system).toContain('Tone: Brief and courteous. One or two sentences.');
    expect(buildReplyPrompt({ ...base, tone: 'friendly' }).system).toContain('Tone: Warm and friendly');
  });

  it('passes the rating and the review as the user message, never the reviewer', () => {
    const prompt = buildReplyPrompt(base);
    expect(prompt.user).toBe('Rating: 4 / 5\nReview:\nThe ramen was delicious!');
    expect(buildReplyPrompt({ ...base, rating: null }).user).toMatch(/^Rating: not given\n/);
    expect(prompt).toMatchObject({ temperature: 0.3, maxTokens: 800 });
  });

  it('adds the operator’s instructions after the rules, on one line each and bounded', () => {
    const { system } = buildReplyPrompt({ ...base, instructions: '季節限定メニューの\n告知をお願いします', mention: '駐車場あり', avoid: '他店との比較' });
    expect(system).toContain('Instructions from the business (follow them unless they break a rule above):');
    expect(system).toContain('- Mention: 駐車場あり');
    expect(system).toContain('- Avoid: 他店との比較');
    expect(system).toContain('- 季節限定メニューの 告知をお願いします');
    expect(system.indexOf('Instructions from the business')).toBeGreaterThan(system.indexOf('Rules'));
    expect(buildReplyPrompt({ ...base, instructions: 'あ'.repeat(900) }).system).toContain(`- ${'あ'.repeat(500)}\n`.trimEnd());
    expect(buildReplyPrompt(base).system).not.toContain('Instructions from the business');
  });

  it('asks for a short Japanese thank-you when the review has no text', () => {
    const prompt = buildReplyPrompt({ ...base, comment: '  ', rating: 5 });
    expect(prompt.system).toContain('The review has no text, only a star rating: write a short thank-you');
    expect(prompt.user).toBe('Rating: 5 / 5\nReply language: Japanese\nReview: (none; the customer left only a star rating)');
  });

  // The LLM emulator reads prompts the way a model would: the reply follows the review's language and names the store.
  it.each([
    ['Japanese', '料理がとても美味しかったです。', /デモ食堂 渋谷店/, /[\u3040-\u30ff]/u],
    ['English', 'The staff were very kind.', /Thank you/, /^[^\u3040-\u30ff]*デモ食堂 渋谷店[^\u3040-\u30ff]*$/u],
    ['Chinese', '菜很好吃，服务也很好。', /感谢/, /^[^\u3040-\u309f]*$/u],
    ['Korean', '음식이 정말 맛있었어요!', /감사/, /[\uac00-\ud7af]/u],
  ])('is understood by the emulator for a %s review', (_language, comment, expected, script) => {
    const reply = composeReply(buildReplyPrompt({ ...base, comment })).text;
    expect(reply).toMatch(expected);
    expect(reply).toMatch(script);
  });

  it('gets a Japanese thank-you from the emulator for a rating-only review, and an apology for a low rating', () => {
    expect(composeReply(buildReplyPrompt({ ...base, comment: null, rating: 5 })).text).toMatch(/^この度はデモ食堂 渋谷店をご利用いただき/u);
    expect(composeReply(buildReplyPrompt({ ...base, comment: '待ち時間が長すぎました。', rating: 1 })).text).toContain('お詫び');
  });
});

it('uses the configured rules instead of the built-in ones when given', () => {
  const { system } = buildReplyPrompt({ storeName: 'デモ食堂', rating: 5, comment: '美味しかった', tone: 'polite' }, ['House rule one.', 'House rule two.']);
  expect(system).toContain('1. House rule one.');
  expect(system).toContain('2. House rule two.');
  expect(system).not.toContain(AI_REPLY_RULES[0]);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, findReview, googleCalls, pinUnrepliedCard, untilReviewsSynced } from './support/reviews';
import { signIn } from './support/session';

// 口コミ管理 (/review) end to end: the demo seed links the owner's stores to the in-process Google emulator and the
// first review sync runs at start, so the inbox has Google reviews to answer. A reply is written in place, sent to
// the emulator (PUT …/reviews/{id}/reply) and shown as the card's current reply.

async function replyFromCard(page: Page, text: string) {
  const { card, reviewId } = await pinUnrepliedCard(page);
  await card.getByRole('button', { name: '返信する', exact: true }).click();
  const box = card.getByRole('textbox', { name: '返信文' });
  await expect(box).toBeFocused();
  await box.fill(text);
  const callsBefore = (await googleCalls(page.request)).length;
  await card.getByRole('button', { name: '送信', exact: true }).click();
  await expect(card.getByTestId('reply-state')).toHaveText('返信済み');
  await expect(card.getByTestId('current-reply')).toHaveText(text);
  // The reply reached Google: one PUT of the reply resource, answered 200, carrying an idempotency key.
  const newCalls = (await googleCalls(page.request)).slice(callsBefore);
  const puts = newCalls.filter((c) => c.method === 'PUT' && /\/reviews\/[^/]+\/reply$/.test(c.path));
  expect(puts).toHaveLength(1);
  expect(puts[0].status).toBe(200);
  expect(puts[0].idempotencyKey).toBeTruthy();
  // And the console keeps it: the inbox endpoint answers the review as replied with the sent text.
  const stored = await findReview(page, reviewId, { provider: 'google', reply_status: 'replied' });
  expect(stored?.reply_state).toBe('replied');
  expect(stored?.reply?.comment).toBe(text);
  return { card, reviewId };
}

test('the owner replies to a Google review from the inbox on a desktop screen', async ({ page }) => {
  await signIn(page, 'owner');
  await untilReviewsSynced(page);
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: '口コミ管理' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Google' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Yahoo!プレイス' })).toHaveAttribute('aria-selected', 'false');

  // Wide screens start with the filters open: narrow the list to the unanswered reviews.
  await expect(page.getByRole('button', { name: '絞り込み' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('group', { name: '返信状況' }).getByRole('radio', { name: '未返信' }).click();
  // The filters live in the URL; the radio follows it once the router has applied the change.
  await expect(page).toHaveURL(/reply_status=unreplied/);
  await expect(page.getByRole('group', { name: '返信状況' }).getByRole('radio', { name: '未返信' })).toBeChecked();

  const text = `ご来店ありがとうございました。またのお越しをお待ちしております。（e2e ${Date.now()}）`;
  const { card } = await replyFromCard(page, text);
  // The box closed and the card offers editing the reply now.
  await expect(card.getByRole('button', { name: '返信を編集' })).toBeVisible();
});

test('a Yahoo!プレイス review cannot be answered from the console and says why', async ({ page }) => {
  await signIn(page, 'owner');
  await untilReviewsSynced(page, ['yahoo']);
  await page.goto('/review');
  await page.getByRole('tab', { name: 'Yahoo!プレイス' }).click();
  await expect(page.getByRole('tab', { name: 'Yahoo!プレイス' })).toHaveAttribute('aria-selected', 'true');
  const first = page.getByTestId('review-list').getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(first.getByText('Yahoo!プレイスの口コミには返信機能がないため、コンソールから返信できません。')).toBeVisible();
  await expect(first.getByRole('button', { name: '返信する' })).toHaveCount(0);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the owner filters behind 絞り込み and replies without sideways scrolling', async ({ page }) => {
    await signIn(page, 'owner');
    await untilReviewsSynced(page);
    await page.goto('/review');
    await expect(page.getByRole('heading', { level: 1, name: '口コミ管理' })).toBeVisible();
    await expect(page.getByTestId('review-list').getByRole('article').first()).toBeVisible();
    await expectNoHorizontalScroll(page);

    // A phone starts with the list; the filters open behind 絞り込み.
    const toggle = page.getByRole('button', { name: '絞り込み' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('group', { name: '返信状況' })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('group', { name: '返信状況' }).getByRole('radio', { name: '未返信' }).click();
    await expect(page).toHaveURL(/reply_status=unreplied/);
    await expect(page.getByRole('group', { name: '返信状況' }).getByRole('radio', { name: '未返信' })).toBeChecked();
    await expectNoHorizontalScroll(page);
    await toggle.click();

    const text = `口コミありがとうございます。スタッフ一同励みになります。（e2e phone ${Date.now()}）`;
    await replyFromCard(page, text);
    await expectNoHorizontalScroll(page);
  });
});

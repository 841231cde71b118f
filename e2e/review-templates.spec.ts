import { expect, test } from '@playwright/test';
import { findReview, pinUnrepliedCard, untilReviewsSynced } from './support/reviews';
import { signIn } from './support/session';

// 返信テンプレート管理 (/review/management) and its use in the inbox: a template written with the placeholder buttons
// fills the reply box with the review's own reviewer, store and rating, and is sent like any reply.

test('the owner creates a reply template with placeholders and answers a review with it', async ({ page }) => {
  const stamp = Date.now();
  const title = `来店のお礼 e2e ${stamp}`;
  await signIn(page, 'owner');
  await page.goto('/review/management');
  await expect(page.getByRole('heading', { level: 1, name: '返信テンプレート管理' })).toBeVisible();

  const form = page.getByRole('form', { name: 'テンプレートを新規作成' });
  await form.getByRole('textbox', { name: 'タイトル' }).fill(title);
  const body = form.getByRole('textbox', { name: '返信文' });
  await body.fill('');
  // Each button puts its token at the caret and gives the focus back, so typing carries on after it.
  await form.getByRole('button', { name: '{投稿者名}を挿入' }).click();
  await expect(body).toBeFocused();
  await page.keyboard.type('様、');
  await form.getByRole('button', { name: '{店舗名}を挿入' }).click();
  await page.keyboard.type('へのご来店ありがとうございました。評価');
  await form.getByRole('button', { name: '{評価}を挿入' }).click();
  await page.keyboard.type(`をいただき励みになります。${stamp}`);
  const template = `{投稿者名}様、{店舗名}へのご来店ありがとうございました。評価{評価}をいただき励みになります。${stamp}`;
  await expect(body).toHaveValue(template);

  await form.getByRole('button', { name: '登録する' }).click();
  const dialog = page.getByTestId('success-dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  // The form is empty again for the next one, and the list shows the new template.
  await expect(form.getByRole('textbox', { name: 'タイトル' })).toHaveValue('');
  const list = page.getByRole('list', { name: '登録済みのテンプレート' });
  await expect(list.getByRole('heading', { name: title })).toBeVisible();

  // In the inbox the reply box offers it; picking it fills the placeholders from this review.
  await untilReviewsSynced(page);
  await page.goto('/review?provider=google&reply_status=unreplied');
  const { card, reviewId } = await pinUnrepliedCard(page);
  const review = await findReview(page, reviewId, { provider: 'google', reply_status: 'unreplied' });
  expect(review).toBeDefined();
  await card.getByRole('button', { name: '返信する', exact: true }).click();
  await card.getByLabel('返信テンプレート').selectOption({ label: title });
  // An anonymous reviewer is addressed as お客様.
  const reviewer = review!.is_anonymous || !review!.reviewer_name.trim() ? 'お客様' : review!.reviewer_name;
  const expected = template
    .replace('{投稿者名}', reviewer)
    .replace('{店舗名}', review!.store_name)
    .replace('{評価}', review!.rating === null ? '' : String(review!.rating));
  const box = card.getByRole('textbox', { name: '返信文' });
  await expect(box).toHaveValue(expected);
  expect(expected).not.toContain('{');

  await card.getByRole('button', { name: '送信', exact: true }).click();
  await expect(card.getByTestId('reply-state')).toHaveText('返信済み');
  await expect(card.getByTestId('current-reply')).toHaveText(expected);
});

import { expect, test } from '@playwright/test';
import { axeViolations, listReviews } from './support/reviews';
import { signIn } from './support/session';

// クーポン口コミ end to end: the owner sets up a campaign for a Google store and opens it; a customer (no session)
// answers the public survey with the lowest rating and still gets the coupon, which never depends on the rating
// or on posting a public review; the owner then finds the feedback in the management list and in the inbox.

const COMPLIANCE = 'このクーポンはアンケートへのご協力のお礼です。評価の内容や、Google等への口コミ投稿の有無にかかわらずお渡しします。';

test('a customer answers the coupon survey with one star, gets the coupon, and the owner sees the feedback', async ({ page, browser }) => {
  const stamp = Date.now();
  const couponTitle = `ドリンク1杯無料 ${stamp}`;
  const pageTitle = `ご来店アンケート ${stamp}`;
  const comment = `料理が冷めていて残念でした。接客は丁寧でした。e2e-${stamp}`;

  await signIn(page, 'owner');
  await page.goto('/review/coupon');
  await expect(page.getByRole('heading', { level: 1, name: 'クーポン口コミ管理' })).toBeVisible();
  await page.getByRole('button', { name: '新規作成' }).click();

  const form = page.getByTestId('coupon-campaign-form');
  const storeSelect = form.getByLabel('店舗', { exact: true });
  // The first Google store that has no campaign yet.
  const option = storeSelect.locator('option[value^="g_"]').first();
  const storeKey = (await option.getAttribute('value')) ?? '';
  const storeName = ((await option.textContent()) ?? '').trim();
  expect(storeKey).toMatch(/^g_\d+$/);
  await storeSelect.selectOption(storeKey);
  await form.getByRole('textbox', { name: 'クーポン名' }).fill(couponTitle);
  await form.getByRole('textbox', { name: 'クーポンの内容' }).fill('次回ご来店時にソフトドリンク1杯を無料でご提供します。');
  await form.getByRole('textbox', { name: 'ページのタイトル' }).fill(pageTitle);
  await form.getByRole('button', { name: '保存する' }).click();
  const created = page.getByRole('dialog').filter({ hasText: 'クーポン口コミの設定を作成しました' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: 'OK' }).click();

  const row = page.getByTestId(`coupon-campaign-${storeKey}`);
  const flag = row.getByRole('switch', { name: `${storeName}のアンケート受付` });
  await expect(flag).not.toBeChecked();
  // The switch shows the saved state: it turns on once the server has opened the survey.
  await flag.click();
  const started = page.getByRole('dialog').filter({ hasText: 'クーポン口コミの受付を開始しました' });
  await expect(started).toBeVisible();
  await started.getByRole('button', { name: 'OK' }).click();
  await expect(flag).toBeChecked();
  const publicUrl = new URL(((await row.getByTestId('coupon-public-url').textContent()) ?? '').trim());
  expect(publicUrl.pathname).toBe('/coupon-review');

  // The customer: a fresh browser without any session.
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await customer.goto(`${publicUrl.pathname}${publicUrl.search}`);
  await expect(customer.getByRole('heading', { level: 1, name: pageTitle })).toBeVisible();
  await expect(customer.getByTestId('coupon-offer-title')).toHaveText(couponTitle);
  await expect(customer.getByTestId('coupon-compliance')).toHaveText(COMPLIANCE);
  for (const n of [1, 2, 3, 4, 5]) await expect(customer.getByRole('radio', { name: `星${n}つ` })).toBeVisible();
  expect(await axeViolations(customer)).toEqual([]);

  // The radios are drawn as stars: a person presses the star (the radio's label).
  const oneStar = customer.getByRole('radio', { name: '星1つ' });
  await customer.locator('label').filter({ has: oneStar }).click();
  await expect(oneStar).toBeChecked();
  await customer.getByLabel('ご意見・ご感想').fill(comment);
  await customer.getByLabel('ニックネーム（任意・30文字以内）').fill('e2eのお客');
  await customer.getByRole('button', { name: '回答を送信する' }).click();

  await expect(customer).toHaveURL(/\/coupon\?token=/);
  await expect(customer.getByTestId('coupon-code')).toHaveText(/^[A-Z0-9]{8}$/);
  await expect(customer.getByTestId('coupon-title')).toHaveText(couponTitle);
  await expect(customer.getByTestId('coupon-compliance')).toHaveText(COMPLIANCE);
  const couponCode = ((await customer.getByTestId('coupon-code').textContent()) ?? '').trim();
  expect(await axeViolations(customer)).toEqual([]);
  // The coupon page works on its own link too (a reload, a bookmark), without the thank-you line.
  await customer.reload();
  await expect(customer.getByTestId('coupon-code')).toHaveText(couponCode);
  await customerContext.close();

  // Back at the console: the feedback with its rating and coupon code…
  await page.reload();
  const feedback = page.getByTestId('coupon-feedback-list').getByRole('row').filter({ hasText: comment });
  await expect(feedback).toBeVisible();
  await expect(feedback).toContainText('★1');
  await expect(feedback).toContainText(couponCode);
  await expect(feedback).toContainText(storeName);
  await expect(row).toContainText('1件');
  expect(await axeViolations(page)).toEqual([]);

  // …and the inbox lists it as a クーポン発行口コミ (kind 2), which cannot be answered.
  const inbox = await listReviews(page, { kind: 2, provider: 'google', page_size: 50 });
  const item = inbox.find((r) => r.comment === comment);
  expect(item).toMatchObject({ kind: 2, rating: 1, can_reply: false, store_name: storeName });
  await page.goto('/review?provider=google&kind=2');
  const card = page.locator(`article[data-review-id="${item!.id}"]`);
  await expect(card).toContainText(comment);
  await expect(card).toContainText('クーポン発行口コミ');
  await expect(card.getByRole('button', { name: '返信する' })).toHaveCount(0);
});

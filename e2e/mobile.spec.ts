import { expect, test, type Page } from '@playwright/test';
import { openImpersonationLink } from './support/impersonation';
import { signIn } from './support/session';

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('at 375 px the burger opens the menu with info, news and logout', async ({ page }) => {
  await signIn(page, 'owner');
  const burger = page.getByRole('button', { name: 'メニュー' });
  await expect(burger).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'インフォメーション' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /お知らせ/ }).first()).toBeVisible();
  await page.getByRole('button', { name: 'ログアウト' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('nothing overflows horizontally at 375 px', async ({ page }) => {
  await signIn(page, 'partner');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a store user reaches アラート通知 from the menu and it fits 375 px', async ({ page }) => {
  await signIn(page, 'staff');
  await page.getByRole('button', { name: 'メニュー' }).click();
  await page.getByTestId('mobile-menu').getByRole('link', { name: 'アラート通知' }).click();
  await expect(page.getByRole('form', { name: 'アラート通知' })).toBeVisible();
  await expect(page.getByText('通知履歴はありません').or(page.getByRole('table', { name: '通知履歴' }))).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  expect((await page.getByRole('button', { name: '通知設定を保存する' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
});

test('text boxes of the form kit are 44 px touch targets (the sizes scale resolves)', async ({ page }) => {
  await page.goto('/login');
  for (const label of ['メールアドレス', 'パスワード']) {
    const box = await page.getByLabel(label, { exact: true }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
  }
});

// How a narrow phone lays out the header: the brand on one line, 「様」 on the line of the name, the company name
// shown, and nothing wider than the screen. Lines are counted from the text's own boxes, so a wrap shows however
// the CSS got there.
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    // Lines of text under an element: the boxes of its text only (element boxes sit half a leading higher), with
    // boxes whose tops lie within half a font size counted as one line.
    const lineTops = (element: Element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      const tolerance = parseFloat(getComputedStyle(element).fontSize) / 2;
      return tops.sort((a, b) => a - b).filter((top, index, sorted) => index === 0 || top - sorted[index - 1] > tolerance);
    };
    const byTestId = (id: string) => {
      const element = document.querySelector(`[data-testid="${id}"]`);
      if (!element) throw new Error(`no ${id}`);
      return element as HTMLElement;
    };
    const name = byTestId('user-name');
    const honorific = [...name.querySelectorAll('span')].find((span) => span.textContent === '様');
    if (!honorific) throw new Error('no 様');
    const corporate = byTestId('corporate-name');
    return {
      brandLines: lineTops(byTestId('header-brand')).length,
      nameLines: lineTops(name).length,
      honorificWithName: Math.abs(lineTops(honorific)[0] - lineTops(name)[0]) < 2,
      corporateText: corporate.textContent,
      corporateWidth: corporate.getBoundingClientRect().width,
      overflow: (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth,
    };
  });
}

for (const width of [320, 375, 414]) {
  test(`at ${width} px the header keeps the brand on one line, 様 with the name and the company name in view`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height: 740 });
    await signIn(page, 'partner');
    const partner = await headerLayout(page);
    expect(partner).toMatchObject({ brandLines: 1, nameLines: 1, honorificWithName: true, corporateText: 'パートナー商事株式会社' });
    expect(partner.corporateWidth).toBeGreaterThan(40);
    expect(partner.overflow).toBeLessThanOrEqual(0);

    // The same with the impersonation banner above the header.
    const support = await browser.newPage();
    await signIn(support, 'support');
    const target = await openImpersonationLink(support, browser, 'owner@demo.example');
    await target.setViewportSize({ width, height: 740 });
    await target.reload();
    const banner = target.getByRole('region', { name: '代理ログイン中' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: '代理ログインを終了' })).toBeInViewport();
    await expect(banner).toContainText('株式会社デモフーズ 山田 太郎様 として操作しています。');
    // In the banner too, 「様」 stays on the line of the name.
    const honorificLine = await banner.getByTestId('impersonation-user').evaluate((el) => {
      const text = el.firstChild as Text;
      const at = text.data.indexOf('様');
      const topOf = (start: number) => {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + 1);
        return Math.round(range.getBoundingClientRect().top);
      };
      return { before: topOf(at - 1), honorific: topOf(at) };
    });
    expect(honorificLine.honorific).toBe(honorificLine.before);
    const owner = await headerLayout(target);
    expect(owner).toMatchObject({ brandLines: 1, nameLines: 1, honorificWithName: true, corporateText: '株式会社デモフーズ' });
    expect(owner.corporateWidth).toBeGreaterThan(40);
    expect(owner.overflow).toBeLessThanOrEqual(0);
    await target.context().close();
    await support.context().close();
  });
}

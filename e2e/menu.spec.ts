import { expect, test, type Page } from '@playwright/test';
import { accessRules, can, type Actor } from '../src/shared/access/access-rules';
import { signIn, userInfo } from './support/session';
import { openImpersonationLink } from './support/impersonation';

// Every rule that gates a side-menu entry; the menu must show exactly the ones the rules table allows. rankingView
// gates no entry of its own: it authorises the rank reads that the ranking and keyword menus share; settingsLogo gates
// the partner brand's logo panel on the settings home, not a menu entry.
const menuRules = Object.keys(accessRules).filter((r) => !['public', 'signedIn', 'rankingView', 'settingsLogo'].includes(r)) as (keyof typeof accessRules)[];

async function expectMenuMatchesRules(page: Page) {
  const actor = (await userInfo(page)) as Actor;
  const nav = page.getByRole('navigation', { name: 'メインメニュー' });
  await expect(nav).toBeVisible();
  const shown = new Set(await nav.locator('[data-menu-key]').evaluateAll((els) => els.map((e) => e.getAttribute('data-menu-key'))));
  const expected = menuRules.filter((rule) => can(actor, rule));
  expect([...shown].sort()).toEqual([...new Set(expected)].sort());
  return actor;
}

for (const key of ['owner', 'staff', 'partner', 'support'] as const) {
  test(`the menu of ${key} follows the rules table`, async ({ page }) => {
    await signIn(page, key);
    await expectMenuMatchesRules(page);
  });
}

for (const target of ['owner@demo.example', 'staff@demo.example', 'partner@demo.example'] as const) {
  test(`the menu while impersonating ${target} follows the rules table`, async ({ page, browser }) => {
    await signIn(page, 'support');
    const targetPage = await openImpersonationLink(page, browser, target);
    const actor = await expectMenuMatchesRules(targetPage);
    expect(actor.is_impersonate).toBe(true);
    await targetPage.context().close();
  });
}

test('the map tool is labelled per ownership', async ({ page, browser }) => {
  await signIn(page, 'owner');
  await expect(page.getByRole('navigation', { name: 'メインメニュー' }).getByText('MEO活用ツール')).toBeVisible();
  const other = await browser.newContext();
  const partner = await other.newPage();
  await signIn(partner, 'partner');
  await expect(partner.getByRole('navigation', { name: 'メインメニュー' }).getByText(/MEO活用ツール/)).toHaveCount(0);
  await other.close();
});

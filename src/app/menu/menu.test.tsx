// jsdom does not evaluate the md breakpoint, so the desktop side menu counts as hidden there (and hidden elements
// have no accessible name): it is found by test id and queried with hidden: true.
import { screen, within } from '@testing-library/react';
import { accessRules, can, type Actor } from '../../shared/access/access-rules';
import { allFlags, makeUser } from '../../testing/fixtures';
import { userInfoHandler } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { renderApp, seedSession } from '../../testing/render';
import type { SessionUser } from '../../shared/storage/session-storage';

// The session check answers with the same user, as the server would.
const signIn = (user: SessionUser) => {
  seedSession(user as ReturnType<typeof makeUser>);
  server.use(userInfoHandler({}, user as ReturnType<typeof makeUser>));
};
import { menuTable } from './menu.table';

const sideMenu = async () => {
  const nav = await screen.findByTestId('side-menu');
  expect(nav.tagName).toBe('NAV');
  expect(nav).toHaveAttribute('aria-label', 'メインメニュー');
  return nav;
};

const expectedKeys = (actor: Actor) =>
  menuTable(actor.ownership)
    .filter((e) => can(actor, e.rule))
    .flatMap((e) => [e.id, ...e.children.filter((c) => can(actor, c.rule)).map((c) => c.id)]);

const cases: [string, SessionUser][] = [
  ['normal user, every contract', makeUser()],
  ['normal user, no contract', makeUser({ contracted_contents: allFlags(false) })],
  ['store user, Google analytics only', makeUser({ user_type: 'store', contracted_contents: { ...allFlags(false), meo_analytics_flag: true } })],
  ['store user, Yahoo analytics only', makeUser({ user_type: 'store', contracted_contents: { ...allFlags(false), y_meo_analytics_flag: true } })],
  ['impersonating with a ranking contract', makeUser({ user_type: 'store', is_impersonate: true, contracted_contents: { ...allFlags(false), has_ranking_contract: true } })],
  ['partner normal user with link management', makeUser({ ownership: 'partner', can_manage_links: true })],
  ['support staff', makeUser({ user_type: 'support', contracted_contents: { ...allFlags(false), has_review_contract: true } })],
];

describe('side menu gating', () => {
  it.each(cases)('matches can() for %s', async (_name, actor) => {
    signIn(actor as SessionUser);
    renderApp('/info');
    const nav = await sideMenu();
    const links = within(nav).queryAllByRole('link', { hidden: true });
    expect(links.map((l) => l.getAttribute('data-menu-id'))).toEqual(expectedKeys(actor));
    for (const link of links) {
      const rule = link.getAttribute('data-menu-key') ?? '';
      expect(Object.hasOwn(accessRules, rule)).toBe(true);
      expect(can(actor, rule as keyof typeof accessRules)).toBe(true);
    }
  });

  it('labels the map tool per ownership and keeps the glossary order', async () => {
    signIn(makeUser({ ownership: 'partner', can_manage_links: true }));
    renderApp('/info');
    const nav = await sideMenu();
    expect(within(nav).getByText('MAP活用ツール')).toHaveAttribute('href', '/map');
    const top = menuTable('allgrow').map((e) => e.label);
    expect(top).toEqual([
      'ダッシュボード',
      'マップ検索順位',
      'パフォーマンス分析',
      '投稿管理',
      '写真投稿',
      '口コミ管理',
      '店舗情報管理',
      'MEO活用ツール',
      '設定',
      'アラート通知',
      'キーワード',
      'なりすましリンク発行',
      '代理ログインの操作履歴',
    ]);
  });

  it('gives support staff their impersonation and audit screens, and nobody else', async () => {
    signIn(makeUser({ user_type: 'support', contracted_contents: allFlags(false) }));
    renderApp('/info');
    const nav = await sideMenu();
    const links = within(nav).getAllByRole('link', { hidden: true });
    expect(links.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('data-menu-key')])).toEqual([
      ['なりすましリンク発行', '/support/impersonation', 'impersonate'],
      ['代理ログインの操作履歴', '/support/audit-logs', 'impersonate'],
    ]);
  });

  it.each([
    ['a normal user', makeUser()],
    ['support staff impersonating a user', makeUser({ user_type: 'support', is_impersonate: true })],
  ])('hides the support screens from %s', async (_name, user) => {
    signIn(user);
    renderApp('/info');
    const nav = await sideMenu();
    expect(within(nav).queryByText('なりすましリンク発行')).not.toBeInTheDocument();
    expect(within(nav).queryByText('代理ログインの操作履歴')).not.toBeInTheDocument();
  });

  it('highlights the active link', async () => {
    seedSession(makeUser());
    renderApp('/dashboard');
    const nav = await sideMenu();
    expect(within(nav).getByText('ダッシュボード')).toHaveAttribute('aria-current', 'page');
  });
});

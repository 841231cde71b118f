import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../testing/fixtures';
import { infoFlgHandler, userInfoHandler } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { renderApp, seedSession } from '../../testing/render';
import { displayCorporateName } from './header';

const signIn = (user = makeUser()) => {
  seedSession(user);
  server.use(userInfoHandler({}, user));
};

describe('Header', () => {
  it('replaces both kinds of comma in the corporate name with spaces', () => {
    expect(displayCorporateName('株式会社A,B、C')).toBe('株式会社A B C');
  });

  it('shows the corporate name, the user name with 様 and no dot without unread news', async () => {
    signIn(makeUser({ corporate_name: 'テスト,商事、本店', user_name: '鈴木' }));
    renderApp('/info');
    expect(await screen.findByTestId('corporate-name')).toHaveTextContent('テスト 商事 本店');
    expect(screen.getByTestId('user-name')).toHaveTextContent('鈴木様');
    await screen.findByTestId('content-info');
    expect(screen.queryByTestId('unread-dot')).not.toBeInTheDocument();
  });

  it('fits narrow phones: the corporate name shows on mobile, long names truncate, 様 stays with the name', async () => {
    signIn(makeUser({ corporate_name: '株式会社とても長い名前の会社,東京本店', user_name: '長谷川 恵美子' }));
    renderApp('/info');
    // jsdom applies only the base (mobile) styles, so this is the 375 px header.
    const corporate = await screen.findByTestId('corporate-name');
    expect(corporate).toBeVisible();
    expect(corporate).toHaveTextContent('株式会社とても長い名前の会社 東京本店');
    expect(corporate).toHaveAttribute('title', '株式会社とても長い名前の会社 東京本店');
    expect(corporate).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    const name = screen.getByTestId('user-name');
    expect(name).toHaveTextContent('長谷川 恵美子様');
    expect(name).toHaveAttribute('title', '長谷川 恵美子様');
    // Only the name itself truncates; the honorific never shrinks away from it.
    expect(within(name).getByText('長谷川 恵美子')).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis' });
    expect(within(name).getByText('様')).toHaveStyle({ flexShrink: '0' });
    const brand = screen.getByTestId('header-brand');
    expect(brand).toHaveAttribute('title', 'MEO Dash by AllGrow');
    expect(brand).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', minWidth: '0' });
    expect(screen.getByTestId('header-user')).toHaveStyle({ minWidth: '0' });
  });

  it('shows the unread dot with its label when info-flg says so', async () => {
    signIn();
    server.use(infoFlgHandler(true));
    renderApp('/info');
    const dots = await screen.findAllByTestId('unread-dot');
    expect(dots[0]).toHaveAttribute('aria-label', '未読のお知らせがあります');
  });

  it('toggles the mobile dropdown with info, news, logout and the menu', async () => {
    signIn();
    renderApp('/info');
    const burger = await screen.findByRole('button', { name: 'メニュー', hidden: true });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    const dropdown = screen.getByTestId('mobile-menu');
    expect(within(dropdown).getByText('インフォメーション')).toBeInTheDocument();
    expect(within(dropdown).getByText('お知らせ')).toBeInTheDocument();
    expect(within(dropdown).getByText('ログアウト')).toBeInTheDocument();
    expect(within(dropdown).getByText('ダッシュボード')).toHaveAttribute('data-menu-key', 'dashboard');
  });
});

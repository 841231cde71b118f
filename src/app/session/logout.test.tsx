import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '../../testing/fixtures';
import { userInfoHandler } from '../../testing/handlers';
import { server } from '../../testing/msw-server';
import { currentLocation, renderApp, seedSession } from '../../testing/render';
import { accountSelected, checkedAccountsSet, timeUnitSet } from '../../state/selection.slice';
import { initialSelectionState } from '../../state/selection.slice';
import { OWNERSHIP_KEY, USER_KEY } from '../../shared/storage/session-storage';

describe('logout', () => {
  it('clears the user and selections and goes to the login page of the ownership', async () => {
    const user = makeUser({ ownership: 'partner' });
    seedSession(user);
    server.use(userInfoHandler({}, user));
    const { store } = renderApp('/info');
    store.dispatch(accountSelected('g_1'));
    store.dispatch(checkedAccountsSet({ scope: 'group-assignment', keys: ['g_1', 'y_2'] }));
    store.dispatch(timeUnitSet('week'));
    const [logout] = await screen.findAllByRole('button', { name: 'ログアウト', hidden: true });
    await userEvent.click(logout);
    await waitFor(() => expect(currentLocation()).toBe('/user-login'));
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().selection).toEqual(initialSelectionState);
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(localStorage.getItem(OWNERSHIP_KEY)).toBe('partner');
    expect(await screen.findByTestId('brand-name')).toHaveTextContent('MAP 管理コンソール');
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertsHandlers, makeAlertHistoryItem } from '../../../testing/alerts-handlers';
import { server } from '../../../testing/msw-server';
import { currentLocation, renderWithProviders } from '../../../testing/render';
import { AlertHistoryList } from './alert-history-list';

describe('AlertHistoryList', () => {
  it('pages through the history in the URL, 20 at a time, with the store and the reason of a failure', async () => {
    const history = Array.from({ length: 25 }, (_, i) =>
      makeAlertHistoryItem(25 - i, i === 0 ? { status: 'failed', retryable: true, error_message: 'LINEが一時的に利用できません。', sent_at: null } : {}),
    );
    const stand = alertsHandlers({ history });
    server.use(...stand.handlers);
    renderWithProviders(<AlertHistoryList />, { route: '/settings/alerts' });
    const table = await screen.findByRole('table', { name: '通知履歴' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(screen.getByTestId('alert-history-25')).getByText('LINEが一時的に利用できません。')).toBeInTheDocument();
    expect(within(screen.getByTestId('alert-history-25')).getByRole('rowheader')).toHaveTextContent('低評価の口コミ');
    expect(stand.calls.historyPages[0].get('page_size')).toBe('20');
    await userEvent.click(screen.getByRole('button', { name: '次へ' }));
    expect(await screen.findByTestId('alert-history-5')).toBeInTheDocument();
    expect(currentLocation()).toContain('page=2');
  });
});

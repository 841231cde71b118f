import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AutoReflectionRequest } from '../../../../api/generated/business.gen';
import { autoReflectionHandler, listingsHandler, makeListingSummary } from '../../../../testing/business-bulk-handlers';
import { makeUser } from '../../../../testing/fixtures';
import { server } from '../../../../testing/msw-server';
import { renderApp, seedSession } from '../../../../testing/render';

const bar = () => screen.getByTestId('bottom-bar');

beforeEach(() => seedSession(makeUser()));

describe('automatic reflection for many stores (/business/update/setting-all)', () => {
  it('turns the chosen accounts off after confirmation and shows the result', async () => {
    const sent: AutoReflectionRequest[] = [];
    server.use(
      listingsHandler([makeListingSummary(1), makeListingSummary(2, { yahoo: true, yahooAuto: true }), makeListingSummary(3, { google: false, yahoo: true, yahooAuto: false })]),
      autoReflectionHandler(sent),
    );
    renderApp('/business/update/setting-all');
    expect(await screen.findByRole('heading', { level: 1, name: '自動反映の一括設定' })).toBeInTheDocument();
    const list = await screen.findByTestId('auto-reflection-list');
    expect(within(list).getByTestId('auto-reflect-state-y_3')).toHaveTextContent('オフ');
    expect(within(list).getAllByText('未連携')).toHaveLength(2);

    await userEvent.click(within(list).getByRole('checkbox', { name: 'デモ店1（Google）を選択' }));
    await userEvent.click(within(list).getByRole('checkbox', { name: 'デモ店2（Yahoo!プレイス）を選択' }));
    expect(within(bar()).getByText('選択中 2 / 全4件')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: '自動反映をオフ' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('選択した2件の自動反映をオフにしますか？');
    expect(sent).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '変更する' }));

    await waitFor(() => expect(sent).toEqual([{ local_accounts: ['g_1', 'y_2'], auto_reflect: false }]));
    expect(await screen.findByText('2件の自動反映を変更しました')).toBeInTheDocument();
    await waitFor(() => expect(within(bar()).getByText('選択中 0 / 全4件')).toBeInTheDocument());
  });

  it('selects every account of the list with すべて選択 and turns them on', async () => {
    const sent: AutoReflectionRequest[] = [];
    server.use(listingsHandler([makeListingSummary(1, { googleAuto: false }), makeListingSummary(2, { yahoo: true })]), autoReflectionHandler(sent));
    renderApp('/business/update/setting-all');
    await screen.findByTestId('auto-reflection-list');
    await userEvent.click(within(bar()).getByRole('button', { name: 'すべて選択' }));
    await userEvent.click(within(bar()).getByRole('button', { name: '自動反映をオン' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(sent).toEqual([{ local_accounts: ['g_1', 'g_2', 'y_2'], auto_reflect: true }]));
  });
});

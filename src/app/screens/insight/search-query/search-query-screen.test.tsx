import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allFlags, makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { localAccountsHandler } from '../../../../testing/handlers';
import {
  bulkRow,
  keywordRow,
  searchQueriesBulkHandler,
  searchQueriesHandler,
  searchQueryExportHandler,
} from '../../../../testing/insight-reports-handlers';
import { server } from '../../../../testing/msw-server';
import { renderWithProviders, seedSession } from '../../../../testing/render';
import { DialogHost } from '../../../dialogs/dialog-host';
import { SearchQueryScreen } from './search-query-screen';

const last = (seen: URLSearchParams[]) => Object.fromEntries(seen.at(-1) ?? []);
const renderScreen = (route = '/insight/search-query') =>
  renderWithProviders(
    <>
      <SearchQueryScreen />
      <DialogHost />
    </>,
    { route },
  );

beforeEach(() => {
  seedSession(makeUser());
  server.use(localAccountsHandler(makeLocalAccounts(2, 1)));
});

describe('検索クエリ (/insight/search-query)', () => {
  it('shows one store: months as columns, thresholds as N未満, a trend in words, and sends the month window', async () => {
    const seen: URLSearchParams[] = [];
    server.use(searchQueriesHandler([keywordRow('渋谷 カフェ', [100, 'lt:15', 120]), keywordRow('渋谷 ランチ', [null, 40, 'lt:15'])], seen));
    renderScreen();
    expect(await screen.findByRole('heading', { level: 1, name: '検索クエリ' })).toBeInTheDocument();
    const row = await screen.findByTestId('keyword-row-渋谷 カフェ');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['100', '15未満', '120', '↑ 増加']);
    expect(screen.getByTestId('keyword-row-渋谷 ランチ')).toHaveTextContent('－4015未満↓ 減少');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['キーワード', '2026/08', '2026/09', '2026/10', '前月比']);
    // The first Google store by default, its last months with data.
    expect(last(seen)).toEqual({ local_account_id: 'g_1', page: '1', page_size: '20' });

    await userEvent.selectOptions(screen.getByLabelText('開始月'), '2026/06');
    await waitFor(() => expect(last(seen)).toMatchObject({ start_month: '2026/06', end_month: '2026/10' }));
    await userEvent.selectOptions(screen.getByLabelText('店舗'), 'テスト店2');
    await waitFor(() => expect(last(seen)).toEqual({ local_account_id: 'g_2', page: '1', page_size: '20' }));
    await userEvent.type(screen.getByLabelText('フリーワード'), 'カフェ');
    await waitFor(() => expect(last(seen)).toMatchObject({ free_word: 'カフェ' }));
  });

  it('exports the store and months on screen as Excel', async () => {
    const bodies: unknown[] = [];
    server.use(searchQueriesHandler([keywordRow('渋谷 カフェ', [1, 2, 3])]), searchQueryExportHandler(bodies));
    renderScreen('/insight/search-query?store=g_2');
    await screen.findByTestId('keyword-row-渋谷 カフェ');
    await userEvent.click(screen.getByRole('button', { name: 'Excel出力' }));
    expect(await screen.findByTestId('export-running-dialog')).toHaveTextContent('データファイルを作成しています。');
    expect(bodies).toEqual([{ local_account_ids: ['g_2'], start_month: '2026/08', end_month: '2026/10' }]);
    expect(screen.queryByTestId('success-dialog')).not.toBeInTheDocument();
  });

  it('shows one month across stores: totals, store counts and each store on demand; exports the chosen stores', async () => {
    const seen: URLSearchParams[] = [];
    const bodies: unknown[] = [];
    server.use(searchQueriesBulkHandler([bulkRow('渋谷 カフェ', { total: 1234, stores: 2, threshold_stores: 1 })], seen), searchQueryExportHandler(bodies));
    renderScreen('/insight/search-query?view=bulk&stores=g_1,g_2');
    const row = await screen.findByTestId('bulk-row-渋谷 カフェ');
    expect(within(row).getAllByRole('cell').slice(0, 3).map((c) => c.textContent)).toEqual(['1,234', '2店舗', '1店舗']);
    expect(last(seen)).toEqual({ local_account_ids: 'g_1,g_2', page: '1', page_size: '20' });

    await userEvent.click(within(row).getByRole('button', { name: '「渋谷 カフェ」の店舗別の件数を表示' }));
    expect(screen.getByTestId('per-store-渋谷 カフェ')).toHaveTextContent('テスト店1120テスト店215未満');

    await userEvent.selectOptions(screen.getByLabelText('対象月'), '2026/09');
    await waitFor(() => expect(last(seen)).toMatchObject({ month: '2026/09' }));
    await screen.findByTestId('bulk-row-渋谷 カフェ');
    await userEvent.click(screen.getByRole('button', { name: 'Excel出力' }));
    await waitFor(() => expect(bodies).toEqual([{ local_account_ids: ['g_1', 'g_2'], start_month: '2026/09', end_month: '2026/09' }]));
  });

  it('is not shown without the Google analytics flag', async () => {
    seedSession(makeUser({ contracted_contents: { ...allFlags(true), meo_analytics_flag: false } }));
    renderScreen();
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allFlags, makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { localAccountsHandler } from '../../../../testing/handlers';
import {
  accessHandler,
  analysisAccount,
  analysisBody,
  metricRanking,
  metricSeries,
  rankingRow,
  syncHandler,
  syncState,
} from '../../../../testing/insight-analysis-handlers';
import { server } from '../../../../testing/msw-server';
import { renderWithProviders, seedSession } from '../../../../testing/render';
import { AccessAnalysisScreen } from './access-analysis-screen';

jest.mock('../../../../components/charts/chart-loader', () => ({ loadChartJs: () => new Promise(() => undefined) }));

const accounts = [analysisAccount('y_1', 'ヤフー店1'), analysisAccount('y_2', 'ヤフー店2')];

const ages = analysisBody({
  accounts,
  series: [
    metricSeries('age_0', { y_1: [1, 1, 0], y_2: [0, 0, 0] }),
    metricSeries('age_2', { y_1: [10, 10, 10], y_2: [5, 5, 0] }),
    metricSeries('age_3', { y_1: [2, 2, 2], y_2: [0, 0, 0] }),
  ],
  rankings: [metricRanking('age_0', [rankingRow(1, 'y_1', 2, 1, 100), rankingRow(2, 'y_2', 0, 0, null)])],
});

const searches = analysisBody({
  accounts,
  series: [metricSeries('searches', { y_1: [30, 40, 50], y_2: [1, 2, 3] })],
  rankings: [metricRanking('searches', [rankingRow(1, 'y_1', 120, 100, 20), rankingRow(2, 'y_2', 6, 6, 0)])],
  keywords: [
    { rank: 1, keyword: '梅田 カフェ', count: 80 },
    { rank: 2, keyword: 'モーニング', count: 12 },
  ],
});

type Seen = { group: string; params: URLSearchParams }[];

beforeEach(() => {
  seedSession(makeUser());
  server.use(localAccountsHandler(makeLocalAccounts(2, 2)), syncHandler([syncState('y_1', { source: 'yahoo_access' })]));
});

describe('Yahoo!アクセス解析 (/insight/access-analysis)', () => {
  it('renders the age groups by their labels, their share and the ranking', async () => {
    const seen: Seen = [];
    server.use(accessHandler(ages, seen));
    renderWithProviders(<AccessAnalysisScreen />, { route: '/insight/access-analysis?group=ages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Yahoo!アクセス解析' })).toBeInTheDocument();

    const chart = await screen.findByRole('table', { name: '年代の推移の数値' });
    expect(within(chart).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['10歳未満', '20代', '30代']);

    // 2 + 40 + 6 = 48 over the period.
    const share = screen.getByTestId('share-table');
    expect(within(share).getByTestId('share-age_0')).toHaveTextContent('10歳未満24.2%');
    expect(within(share).getByTestId('share-age_2')).toHaveTextContent('20代4083.3%');
    expect(within(screen.getByTestId('ranking-age_0')).getByTestId('ranking-row-y_1')).toHaveTextContent('1位ヤフー店1');
    expect(seen.at(-1)?.group).toBe('ages');
    expect(screen.queryByTestId('sync-backfilling')).not.toBeInTheDocument();
  });

  it('shows the keyword table of the period on the search tab', async () => {
    const seen: Seen = [];
    server.use(accessHandler((group) => (group === 'searches' ? searches : analysisBody({ accounts, series: [metricSeries('page_views', { y_1: [1, 2, 3] })] })), seen));
    renderWithProviders(<AccessAnalysisScreen />, { route: '/insight/access-analysis' });
    await screen.findByRole('table', { name: 'ページビューの推移の数値' });
    expect(screen.queryByTestId('keyword-table')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: '検索' }));
    await waitFor(() => expect(seen.at(-1)?.group).toBe('searches'));
    const keywords = await screen.findByTestId('keyword-table');
    expect(within(keywords).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['順位', 'キーワード', '回数']);
    const rows = within(keywords).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1位梅田 カフェ80', '2位モーニング12']);
  });

  it('is not shown without the Yahoo analytics flag', () => {
    seedSession(makeUser({ contracted_contents: { ...allFlags(true), y_meo_analytics_flag: false } }));
    renderWithProviders(<AccessAnalysisScreen />, { route: '/insight/access-analysis' });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
  });
});

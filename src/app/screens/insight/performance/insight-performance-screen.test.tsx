import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { json, localAccountsHandler } from '../../../../testing/handlers';
import {
  analysisAccount,
  analysisBody,
  metricRanking,
  metricSeries,
  performanceHandler,
  rankingRow,
  syncHandler,
  syncState,
} from '../../../../testing/insight-analysis-handlers';
import { server } from '../../../../testing/msw-server';
import { currentLocation, renderWithProviders, seedSession } from '../../../../testing/render';
import { InsightPerformanceScreen } from './insight-performance-screen';

// jsdom cannot draw: chart.js never finishes loading here, the kit's table alternative still carries the numbers.
jest.mock('../../../../components/charts/chart-loader', () => ({ loadChartJs: () => new Promise(() => undefined) }));

const accounts = [analysisAccount('g_1', 'テスト店1'), analysisAccount('g_2', 'テスト店2'), analysisAccount('g_3', 'テスト店3')];
const impressions = analysisBody({
  accounts,
  series: [
    metricSeries('impressions_desktop_maps', { g_1: [100, 200, 300], g_2: [50, null, 1000], g_3: [10, 20, 30] }),
    metricSeries('impressions_mobile_maps', { g_1: [1, 2, 3], g_2: [4, 5, 6], g_3: [7, 8, 9] }),
  ],
  rankings: [
    // テスト店1 and テスト店2 tie: both 1位, the next is 3位.
    metricRanking('impressions_desktop_maps', [
      rankingRow(1, 'g_1', 1050, 875, 20),
      rankingRow(1, 'g_2', 1050, null, null),
      rankingRow(3, 'g_3', 60, 80, -25),
    ]),
    metricRanking('impressions_mobile_maps', [rankingRow(1, 'g_3', 24, 24, 0), rankingRow(2, 'g_2', 15, 10, 50), rankingRow(3, 'g_1', 6, 3, 100)]),
  ],
});

type Seen = { group: string; params: URLSearchParams }[];
const last = (seen: Seen) => ({ group: seen.at(-1)?.group, ...Object.fromEntries(seen.at(-1)?.params ?? []) });
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

beforeEach(() => {
  seedSession(makeUser());
  server.use(localAccountsHandler(makeLocalAccounts(3, 1)));
});

describe('パフォーマンス分析 (/insight)', () => {
  it('renders the series, the ranking with a tie, the freshness and the full window by default', async () => {
    const seen: Seen = [];
    server.use(performanceHandler(impressions, seen), syncHandler([syncState('g_1'), syncState('g_2', { backfilled: false })]));
    renderWithProviders(<InsightPerformanceScreen />, { route: '/insight' });
    expect(screen.getByRole('heading', { level: 1, name: 'パフォーマンス分析' })).toBeInTheDocument();

    const chart = await screen.findByRole('table', { name: '表示回数の推移の数値' });
    expect(within(chart).getByRole('rowheader', { name: 'Googleマップ（パソコン）' }).parentElement).toHaveTextContent('1,330');
    expect(within(chart).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['系列', '2026/08', '2026/09', '2026/10']);

    const ranking = screen.getByTestId('ranking-impressions_desktop_maps');
    expect(within(ranking).getByRole('heading', { name: 'Googleマップ（パソコン）の店舗ランキング' })).toBeInTheDocument();
    expect(cells(within(ranking).getByTestId('ranking-row-g_1'))).toEqual(['1位', '1,050', '875', '+20.0%']);
    expect(cells(within(ranking).getByTestId('ranking-row-g_2'))).toEqual(['1位', '1,050', '－', '－']);
    expect(cells(within(ranking).getByTestId('ranking-row-g_3'))).toEqual(['3位', '60', '80', '-25.0%']);

    expect(screen.getByTestId('latest-date')).toHaveTextContent('2026/10/28 までのデータ');
    expect(screen.getByTestId('analysis-range')).toHaveTextContent('集計期間 2026/08/01〜2026/10/31');
    expect(await screen.findByTestId('sync-backfilling')).toHaveTextContent('1店舗のデータを集計中です。');
    expect(last(seen)).toEqual({ group: 'impressions', unit: 'month' });
  });

  it('switches the time unit and the graph type through the client state', async () => {
    const seen: Seen = [];
    server.use(performanceHandler((_group, params) => ({ ...impressions, unit: params.get('unit') === 'week' ? 'week' : 'month' }), seen), syncHandler());
    const { store } = renderWithProviders(<InsightPerformanceScreen />, { route: '/insight' });
    await screen.findByRole('table', { name: '表示回数の推移の数値' });

    await userEvent.selectOptions(screen.getByLabelText('単位'), '週');
    expect(store.getState().selection.timeUnit).toBe('week');
    await waitFor(() => expect(last(seen)).toEqual({ group: 'impressions', unit: 'week' }));

    await userEvent.selectOptions(screen.getByLabelText('グラフの種類'), '店舗別');
    expect(store.getState().selection.graphType).toBe('account');
    const perStore = await screen.findByRole('table', { name: 'Googleマップ（パソコン）の店舗別推移の数値' });
    expect(within(perStore).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['テスト店1', 'テスト店2', 'テスト店3']);

    // The chosen metric drives the per-store chart and the ranking below it.
    await userEvent.selectOptions(screen.getByLabelText('表示する指標'), 'Googleマップ（モバイル）');
    expect(screen.getByRole('table', { name: 'Googleマップ（モバイル）の店舗別推移の数値' })).toBeInTheDocument();
    expect(cells(within(screen.getByTestId('ranking-impressions_mobile_maps')).getByTestId('ranking-row-g_3'))).toEqual(['1位', '24', '24', '0.0%']);
  });

  it('sends the period option and the group of the chosen tab', async () => {
    const seen: Seen = [];
    server.use(performanceHandler(impressions, seen), syncHandler());
    renderWithProviders(<InsightPerformanceScreen />, { route: '/insight' });
    await screen.findByRole('table', { name: '表示回数の推移の数値' });

    await userEvent.selectOptions(screen.getByLabelText('期間'), '3ヶ月');
    await waitFor(() => expect(last(seen)).toEqual({ group: 'impressions', unit: 'month', period: 'quarter' }));
    expect(currentLocation()).toContain('period=quarter');

    await userEvent.click(screen.getByRole('tab', { name: '口コミ' }));
    await waitFor(() => expect(last(seen)).toEqual({ group: 'reviews', unit: 'month', period: 'quarter' }));
    expect(screen.getByRole('tab', { name: '口コミ' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts a rating on a chart of its own beside the review count', async () => {
    const reviews = analysisBody({
      accounts,
      series: [metricSeries('review_count', { g_1: [3, 4, 5] }), metricSeries('average_rating', { g_1: [4.5, null, 4] })],
      rankings: [metricRanking('review_count', [rankingRow(1, 'g_1', 12, 10, 20)])],
    });
    server.use(performanceHandler(reviews), syncHandler());
    renderWithProviders(<InsightPerformanceScreen />, { route: '/insight?group=reviews' });
    expect(await screen.findByRole('table', { name: '口コミの推移の数値' })).toHaveTextContent('口コミ数');
    expect(screen.getByRole('table', { name: '平均評価の推移の数値' })).toHaveTextContent('4.5');
  });

  it('says when no Google store is linked, when nothing has arrived yet, and retries a failed load', async () => {
    server.use(performanceHandler(analysisBody({ accounts: [], latest_date: null })), syncHandler());
    const first = renderWithProviders(<InsightPerformanceScreen />, { route: '/insight' });
    expect(await screen.findByText('連携済みのGoogleの店舗がありません。連携管理から店舗を連携してください。')).toBeInTheDocument();
    first.unmount();

    server.use(performanceHandler(analysisBody({ accounts, latest_date: null })), syncHandler([syncState('g_1', { last_error: 'quota' })]));
    const second = renderWithProviders(<InsightPerformanceScreen />, { route: '/insight' });
    expect(await screen.findByText(/この期間のデータはまだありません。/)).toBeInTheDocument();
    expect(screen.getByTestId('latest-date')).toHaveTextContent('まだデータがありません');
    expect(await screen.findByTestId('sync-failed')).toHaveTextContent('1店舗でデータの取得に失敗しています。');
    second.unmount();

    let calls = 0;
    server.use(http.get('/api/performance-analysis/:group', () => (++calls === 1 ? json({ message: 'error' }, 500) : json(impressions))), syncHandler());
    renderWithProviders(<InsightPerformanceScreen />, { route: '/insight' });
    await userEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('table', { name: '表示回数の推移の数値' })).toBeInTheDocument();
  });
});

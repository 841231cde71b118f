import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { allFlags, makeLocalAccounts, makeUser } from '../../../../testing/fixtures';
import { json, localAccountsHandler, userInfoHandler } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import {
  competitor,
  competitorsHandler,
  historyMeasure,
  historyRow,
  rankExportHandler,
  rankHistoriesHandler,
  rankHistoryHandler,
  rankResult,
} from '../../../../testing/ranking-history-handlers';
import { currentLocation, renderApp, seedSession } from '../../../../testing/render';

// jsdom cannot draw: chart.js never finishes loading here, the kit's table fallback still renders the numbers.
jest.mock('../../../../components/charts/chart-loader', () => ({ loadChartJs: () => new Promise(() => undefined) }));

const last = (seen: URLSearchParams[]) => Object.fromEntries(seen.at(-1) ?? []);
const noGrids = http.get('/api/meo-measure/measures/:id/grids', () => json({ data: [] }));

beforeEach(() => seedSession(makeUser()));

describe('マップ検索順位 (/ranking)', () => {
  it('lists measures with stats and bucket ranks, and sends the filters (unit 月 by default)', async () => {
    const seen: URLSearchParams[] = [];
    server.use(rankHistoriesHandler([historyRow(historyMeasure(1))], seen), localAccountsHandler(makeLocalAccounts(2)), noGrids);
    renderApp('/ranking');
    expect(await screen.findByRole('heading', { level: 1, name: 'マップ検索順位' })).toBeInTheDocument();
    const row = await screen.findByTestId('history-row-1');
    expect(within(row).getByText('渋谷 ランチ1')).toBeInTheDocument();
    // 最高 · 最低 · 平均 · TOP3日数 · 圏外日数
    expect(within(row).getAllByRole('cell').slice(2, 7).map((c) => c.textContent)).toEqual(['2位', '4位', '3位', '1日', '1日']);
    expect(within(screen.getByTestId('buckets-1')).getByText('圏外')).toBeInTheDocument();
    expect(last(seen)).toEqual({ period: 'month', unit: 'month', page: '1', page_size: '20' });

    await userEvent.selectOptions(screen.getByLabelText('媒体'), 'Yahoo!');
    await userEvent.selectOptions(screen.getByLabelText('期間'), '3ヶ月');
    await userEvent.selectOptions(screen.getByLabelText('単位'), '日');
    await userEvent.type(screen.getByLabelText('フリーワード'), '渋谷');
    await waitFor(() => expect(last(seen)).toMatchObject({ provider: 'yahoo', period: 'quarter', unit: 'day', free_word: '渋谷' }));
    expect(currentLocation()).toContain('period=quarter');
  });

  it('shows the selected measure: chart table, day results with snapshot links and errors, competitors', async () => {
    const historySeen: URLSearchParams[] = [];
    const measure = historyMeasure(1);
    const results = [
      rankResult(103, { measured_on: '2026/11/25', rank: 4 }),
      rankResult(102, { measured_on: '2026/11/24', outcome: 'out_of_range', rank: null }),
      rankResult(101, { measured_on: '2026/11/23', status: 'failed', outcome: null, rank: null, measured_at: null, attempts: 5, error_message: 'Googleの検索に失敗しました' }),
    ];
    server.use(
      rankHistoriesHandler([historyRow(measure)]),
      localAccountsHandler(makeLocalAccounts(2)),
      rankHistoryHandler(historyRow(measure), results, historySeen),
      competitorsHandler([competitor('ChIJa'), competitor('ChIJb', { name: null, latest_rank: null, best_rank: 2, days_above: 1 })]),
      noGrids,
    );
    renderApp('/ranking');
    await userEvent.click(await screen.findByRole('button', { name: '詳細を見る（「渋谷 ランチ1」テスト店1）' }));
    const panel = await screen.findByTestId('measure-history-panel');
    expect(await within(panel).findByRole('heading', { name: '「渋谷 ランチ1」テスト店1の順位推移' })).toBeInTheDocument();
    expect(last(historySeen)).toEqual({ period: 'month', unit: 'month' });
    // The chart's numbers for screen readers (chart.js itself does not load in jsdom).
    expect(within(panel).getByRole('table', { name: '「渋谷 ランチ1」の順位推移の数値' })).toHaveTextContent('2位');

    const day = within(panel).getByTestId('rank-results');
    expect(within(day).getByTestId('rank-result-102')).toHaveTextContent('圏外');
    expect(within(day).getByTestId('rank-result-101')).toHaveTextContent('Googleの検索に失敗しました');
    expect(within(day).getByTestId('rank-result-101')).toHaveTextContent('失敗');
    await userEvent.click(within(day).getByRole('link', { name: '2026/11/25のスナップショット' }));
    expect(currentLocation()).toBe('/ranking/screenshot?result=103');
  });

  it('lists competitors above ours with their ranks', async () => {
    const measure = historyMeasure(1);
    server.use(
      rankHistoriesHandler([historyRow(measure)]),
      localAccountsHandler(makeLocalAccounts(2)),
      rankHistoryHandler(historyRow(measure), []),
      competitorsHandler([competitor('ChIJa'), competitor('ChIJb', { name: null, latest_rank: null, best_rank: 2, days_above: 1 })]),
      noGrids,
    );
    renderApp('/ranking');
    await userEvent.click(await screen.findByRole('button', { name: '詳細を見る（「渋谷 ランチ1」テスト店1）' }));
    const panel = await screen.findByTestId('competitors-panel');
    expect(await within(panel).findByTestId('competitor-ChIJa')).toHaveTextContent('競合ChIJa1位1位3日');
    expect(within(panel).getByTestId('competitor-ChIJb')).toHaveTextContent('名称を取得できませんでした（ChIJb）－2位1日');
    expect(screen.getByText('この期間の計測結果はありません。')).toBeInTheDocument();
  });

  it('queues the Excel export with the filters and opens the running dialog', async () => {
    const bodies: unknown[] = [];
    server.use(rankHistoriesHandler([historyRow(historyMeasure(1))]), localAccountsHandler(makeLocalAccounts(2)), rankExportHandler(bodies));
    renderApp('/ranking?provider=google&q=%E6%B8%8B%E8%B0%B7&period=year');
    await screen.findByTestId('history-row-1');
    await userEvent.click(screen.getByRole('button', { name: 'Excel出力' }));
    expect(await screen.findByTestId('export-running-dialog')).toHaveTextContent('データファイルを作成しています。');
    expect(bodies).toEqual([{ period: 'year', unit: 'month', provider: 'google', free_word: '渋谷' }]);
  });

  it('is not shown without the measure flags or a ranking contract', async () => {
    const user = makeUser({
      contracted_contents: {
        ...allFlags(true),
        meo_analytics_with_measure_flag: false,
        y_meo_analytics_with_measure_flag: false,
        has_ranking_contract: false,
        has_y_ranking_contract: false,
      },
    });
    seedSession(user);
    server.use(userInfoHandler({}, user));
    renderApp('/ranking');
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { server } from '../../../../testing/msw-server';
import { historyMeasure, historyRow, rankHistoryHandler, rankResult } from '../../../../testing/ranking-history-handlers';
import { renderWithProviders } from '../../../../testing/render';
import { MeasureHistoryPanel } from './measure-history-panel';

const neverLoads = () => new Promise<never>(() => undefined);

describe('MeasureHistoryPanel', () => {
  it('asks for the period and unit it is given and links snapshots where the caller says', async () => {
    const seen: URLSearchParams[] = [];
    const measure = historyMeasure(5);
    server.use(rankHistoryHandler(historyRow(measure, [1, 2, 'none']), [rankResult(501, { rank: 1 }), rankResult(502, { status: 'pending', outcome: null, rank: null, measured_at: null, attempts: 2, error_message: '一時的なエラー' })], seen));
    renderWithProviders(
      <MeasureHistoryPanel measureId={5} period="week" unit="day" snapshotHref={(id) => `/keyword/result/5/screenshot?result=${id}`} loadChart={neverLoads} />,
    );
    const results = await screen.findByTestId('rank-results');
    expect(Object.fromEntries(seen[0])).toEqual({ period: 'week', unit: 'day' });
    expect(within(results).getByRole('link', { name: '2026/11/25のスナップショット' })).toHaveAttribute('href', '/keyword/result/5/screenshot?result=501');
    // A pending retry shows why it is being retried, and no snapshot link yet.
    expect(within(results).getByTestId('rank-result-502')).toHaveTextContent('計測待ち再試行中（2回目）：一時的なエラー');
    expect(within(within(results).getByTestId('rank-result-502')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByTestId('rank-stats')).toHaveTextContent('最高1位最低2位平均1.5位TOP3日数2日圏外日数0日');
  });

  it('defaults to 1ヶ月 by day and the /ranking snapshot screen', async () => {
    const seen: URLSearchParams[] = [];
    server.use(rankHistoryHandler(historyRow(historyMeasure(6)), [rankResult(601)], seen));
    renderWithProviders(<MeasureHistoryPanel measureId={6} loadChart={neverLoads} />);
    expect(await screen.findByRole('link', { name: '2026/11/25のスナップショット' })).toHaveAttribute('href', '/ranking/screenshot?result=601');
    expect(Object.fromEntries(seen[0])).toEqual({ period: 'month', unit: 'day' });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { GeoGrid } from '../../ranking.api';
import { json } from '../../../../testing/handlers';
import { server } from '../../../../testing/msw-server';
import { geoGridHandlers, makeGeoGrid, makeGridCells } from '../../../../testing/ranking-keyword-handlers';
import { renderWithProviders } from '../../../../testing/render';
import { GeoGridPanel } from './geo-grid-panel';

// jsdom has no 2D context: a recording stand-in lets the panel draw, and the tests read the accessible output.
const fillTexts: string[] = [];
beforeEach(() => {
  fillTexts.length = 0;
  Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
  const ctx = new Proxy(
    { fillText: (text: string) => fillTexts.push(text) },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : typeof key === 'string' && key.endsWith('Style') ? '' : () => undefined), set: () => true },
  );
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as unknown as CanvasRenderingContext2D);
});
afterEach(() => jest.restoreAllMocks());

const panel = () => screen.getByTestId('geo-grid-panel');

describe('GeoGridPanel', () => {
  it('shows the latest run: average, found points, the drawn grid and its table, and lets an earlier run be chosen', async () => {
    const older = makeGeoGrid(1, { size: 5, spacing_m: 500, created_at: '2026-11-20T01:00:00.000Z', average_rank: 12.5, found_cells: 20 });
    server.use(...geoGridHandlers([makeGeoGrid(2), older]));
    renderWithProviders(<GeoGridPanel measureId={1} />);

    expect(await screen.findByTestId('geo-grid-average')).toHaveTextContent('4.5位');
    expect(screen.getByTestId('geo-grid-found')).toHaveTextContent('8/9地点で表示');
    expect(screen.getByTestId('geo-grid-status')).toHaveTextContent('計測済み');
    const img = within(panel()).getByRole('img', { name: /3×3のグリッド計測の地図（間隔1\.0km、9地点中8地点で表示）/ });
    expect(img.tagName).toBe('CANVAS');
    // Drawn at the device's pixel density (2 here) and shown at its CSS size, so it stays sharp.
    const cssWidth = parseFloat(img.style.width);
    expect(Number(img.getAttribute('width'))).toBe(cssWidth * 2);
    await waitFor(() => expect(fillTexts).toEqual(expect.arrayContaining(['圏外', '1位', '8位', '1.0km'])));

    const table = screen.getByTestId('geo-grid-table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['西1.0km', '中心', '東1.0km']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['北1.0km', '中心', '南1.0km']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('圏外1位2位');

    const runs = screen.getByLabelText('計測結果');
    expect(within(runs).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '2026/11/25 10:00 · 3×3 · 1.0km間隔 · 計測済み',
      '2026/11/20 10:00 · 5×5 · 500m間隔 · 計測済み',
    ]);
    await userEvent.selectOptions(runs, '1');
    expect(await screen.findByText('20/25地点で表示')).toBeInTheDocument();
    expect(screen.getByTestId('geo-grid-average')).toHaveTextContent('12.5位');
  });

  it('starts a grid with the chosen size and spacing and follows it every 2 s until it is done', async () => {
    const grids: GeoGrid[] = [];
    const started: unknown[] = [];
    server.use(...geoGridHandlers(grids, started));
    const { store } = renderWithProviders(<GeoGridPanel measureId={1} />);
    expect(await screen.findByTestId('geo-grid-none')).toHaveTextContent('まだグリッド計測をしていません。');

    await userEvent.selectOptions(screen.getByLabelText('グリッドの大きさ'), '7');
    await userEvent.selectOptions(screen.getByLabelText('地点の間隔'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'グリッド計測' }));
    await waitFor(() => expect(started).toEqual([{ size: 7, spacing_m: 500 }]));
    expect(await screen.findByTestId('geo-grid-status')).toHaveTextContent('計測待ち');
    expect(screen.getByTestId('geo-grid-average')).toHaveTextContent('—');
    expect(screen.getByRole('button', { name: 'グリッド計測' })).toBeDisabled();
    expect(store.getState().dialogs.open).toEqual([]);

    grids[0] = { ...grids[0], status: 'running', cells: makeGridCells(7, 500, (row) => (row === 0 ? { outcome: 'ranked', rank: 2 } : { outcome: null, rank: null })) };
    expect(await screen.findByText(/7\/49地点を計測しました/, undefined, { timeout: 4000 })).toBeInTheDocument();

    grids[0] = { ...grids[0], status: 'done', average_rank: 2, found_cells: 49, cells: makeGridCells(7, 500, () => ({ outcome: 'ranked', rank: 2 })) };
    await waitFor(() => expect(screen.getByTestId('geo-grid-status')).toHaveTextContent('計測済み'), { timeout: 4000 });
    expect(screen.getByTestId('geo-grid-found')).toHaveTextContent('49/49地点で表示');
    await waitFor(() => expect(screen.getByRole('button', { name: 'グリッド計測' })).toBeEnabled());
  }, 20_000);

  it('says why a run failed, and shows the server’s message when a run cannot start', async () => {
    const failed = makeGeoGrid(3, { status: 'failed', error_message: '店舗の所在地を取得できませんでした', average_rank: null, found_cells: 0 });
    server.use(
      http.post('/api/meo-measure/measures/:id/grids', () =>
        json({ message: '店舗の所在地が未取得のためグリッド計測できません', code: 'measure_point_unknown', errors: {} }, 422),
      ),
      ...geoGridHandlers([failed]),
    );
    const { store } = renderWithProviders(<GeoGridPanel measureId={1} />);
    expect(await screen.findByTestId('geo-grid-error')).toHaveTextContent('店舗の所在地を取得できませんでした');
    expect(screen.getByTestId('geo-grid-status')).toHaveTextContent('失敗');
    await userEvent.click(screen.getByRole('button', { name: 'グリッド計測' }));
    await waitFor(() => expect(store.getState().dialogs.open.map((d) => d.id)).toEqual(['error']));
    expect(JSON.stringify(store.getState().dialogs.open[0].props)).toContain('グリッド計測できません');
  });

  it('still reads out every point when the browser has no 2D context', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    server.use(...geoGridHandlers([makeGeoGrid(2)]));
    renderWithProviders(<GeoGridPanel measureId={1} />);
    const table = await screen.findByTestId('geo-grid-table');
    expect(within(table).getAllByRole('cell').filter((c) => c.textContent)).toHaveLength(9);
    expect(screen.getByTestId('geo-grid-legend')).toHaveTextContent('1〜3位');
  });
});

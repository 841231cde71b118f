import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render';
import type { KitChartConfiguration } from './chart-config';
import type { ChartConstructor, ChartLoader } from './chart-loader';
import { BarChart, LineChart, TimeSeriesChart } from './time-series-chart';

// jsdom has no canvas to draw on: a stand-in for chart.js's Chart that records what the kit asks of it.
class FakeChart {
  static instances: FakeChart[] = [];
  data: KitChartConfiguration['data'];
  options: KitChartConfiguration['options'];
  update = jest.fn();
  destroy = jest.fn();
  constructor(
    readonly canvas: HTMLCanvasElement,
    readonly config: KitChartConfiguration,
  ) {
    this.data = config.data;
    this.options = config.options;
    FakeChart.instances.push(this);
  }
}
const loadFake: ChartLoader = () => Promise.resolve(FakeChart as unknown as ChartConstructor);

const labels = ['2025/01', '2025/02', '2025/03'];
const series = [
  { name: '渋谷店', data: [1200, null, 980] },
  { name: '新宿店', data: [300, 410, 0] },
];

// chart.js arrives asynchronously: the skeleton leaves once the chart is drawn.
const drawn = () => waitForElementToBeRemoved(() => screen.queryByTestId('chart-skeleton'));

beforeEach(() => {
  FakeChart.instances = [];
});

describe('TimeSeriesChart', () => {
  it('reserves its height with a skeleton, then draws on a labelled canvas', async () => {
    renderWithProviders(<LineChart title="表示回数" labels={labels} series={series} height={200} loadChart={loadFake} />);
    const canvas = screen.getByRole('img', { name: '表示回数の折れ線グラフ（2025/01〜2025/03、渋谷店・新宿店）。数値は次の表にあります。' });
    expect(canvas.parentElement).toHaveStyle({ height: '200px' });
    expect(screen.getByTestId('chart-skeleton')).toBeInTheDocument();

    await drawn();
    expect(FakeChart.instances).toHaveLength(1);
    const [chart] = FakeChart.instances;
    expect(chart.canvas).toBe(canvas);
    expect(chart.config.type).toBe('line');
    expect(chart.config.options?.maintainAspectRatio).toBe(false);
    expect(chart.config.data.datasets.map((d) => [d.label, d.data])).toEqual([
      ['渋谷店', [1200, null, 980]],
      ['新宿店', [300, 410, 0]],
    ]);
  });

  it('offers the same numbers as a table for screen readers', async () => {
    renderWithProviders(<BarChart title="表示回数" labels={labels} series={series} loadChart={loadFake} />);
    await drawn();
    const table = screen.getByRole('table', { name: '表示回数の数値' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['系列', ...labels]);
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('渋谷店');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,200', 'データなし', '980']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['300', '410', '0']);
    expect(screen.getByRole('img', { name: /^表示回数の棒グラフ/ })).toBeInTheDocument();
  });

  it('says there is no data, and never loads chart.js, when every value is missing', () => {
    const loadChart = jest.fn(loadFake);
    renderWithProviders(<LineChart title="表示回数" labels={labels} series={[{ name: '渋谷店', data: [null, null, null] }]} height={180} loadChart={loadChart} />);
    expect(screen.getByTestId('chart-no-data')).toHaveTextContent('データがありません');
    expect(screen.getByTestId('chart-no-data').parentElement).toHaveStyle({ height: '180px' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(loadChart).not.toHaveBeenCalled();
  });

  it('passes a reversed integer rank axis, its tick text and stacking to chart.js', async () => {
    const formatRank = (value: number | null) => (value === null ? '表示なし' : `${value}位`);
    renderWithProviders(
      <TimeSeriesChart
        kind="bar"
        title="順位"
        labels={labels}
        series={[{ name: 'カフェ', data: [3, 1, null] }]}
        formatValue={formatRank}
        yAxis={{ reverse: true, integer: true, min: 1 }}
        stacked
        loadChart={loadFake}
      />,
    );
    await drawn();
    const { scales, plugins } = FakeChart.instances[0].config.options ?? {};
    const y = scales?.y as { reverse: boolean; min: number; stacked: boolean; ticks: { precision: number; callback: (v: number) => string } };
    expect(y).toMatchObject({ reverse: true, min: 1, stacked: true, ticks: { precision: 0 } });
    expect(y.ticks.callback(2)).toBe('2位');
    expect(plugins?.legend?.display).toBe(false);
    expect(within(screen.getByRole('table')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3位', '1位', '表示なし']);
  });

  it('updates the drawn chart in place when data changes and destroys it on unmount', async () => {
    const view = renderWithProviders(<LineChart title="表示回数" labels={labels} series={series} loadChart={loadFake} />);
    await drawn();
    const [chart] = FakeChart.instances;
    view.rerender(<LineChart title="表示回数" labels={labels} series={[{ name: '渋谷店', data: [1, 2, 3] }]} loadChart={loadFake} />);
    expect(FakeChart.instances).toHaveLength(1);
    expect(chart.update).toHaveBeenCalled();
    expect(chart.data.datasets[0].data).toEqual([1, 2, 3]);
    view.unmount();
    expect(chart.destroy).toHaveBeenCalled();
  });

  it('keeps the table and says so when chart.js cannot be loaded', async () => {
    renderWithProviders(<LineChart title="表示回数" labels={labels} series={series} loadChart={() => Promise.reject(new Error('chunk'))} />);
    expect(await screen.findByRole('status')).toHaveTextContent('グラフを表示できませんでした');
    expect(screen.getByRole('table', { name: '表示回数の数値' })).toBeInTheDocument();
  });
});

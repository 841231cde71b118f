import type { TooltipItem } from 'chart.js';
import { buildChartConfig, type ChartKind } from './chart-config';
import { seriesStyle } from './chart-palette';

const series = [
  { name: '表示回数', data: [10, null] },
  { name: 'アクション数', data: [2, 3] },
];
const formatValue = (value: number | null) => (value === null ? 'データなし' : `${value}回`);

describe('buildChartConfig', () => {
  it('styles lines per series, breaks them at missing dates and shows a legend for several series', () => {
    const config = buildChartConfig({ kind: 'line', labels: ['2025/01', '2025/02'], series, formatValue });
    const [first, second] = config.data.datasets as { borderColor: string; pointStyle: string; spanGaps: boolean }[];
    expect(first).toMatchObject({ borderColor: seriesStyle(0).colour, pointStyle: seriesStyle(0).pointStyle, spanGaps: false });
    expect(second.borderColor).toBe(seriesStyle(1).colour);
    expect(config.options?.plugins?.legend).toMatchObject({ display: true, position: 'bottom' });
    // Counts start at zero; the axis is not reversed unless asked.
    expect(config.options?.scales?.y).toMatchObject({ reverse: false, beginAtZero: true, stacked: false });
  });

  it('formats tooltip values, including a date with nothing measured', () => {
    const config = buildChartConfig({ kind: 'bar', labels: ['2025/01', '2025/02'], series, formatValue });
    const label = config.options?.plugins?.tooltip?.callbacks?.label as (item: TooltipItem<ChartKind>) => string;
    const item = (y: number | null) => ({ dataset: { label: '表示回数' }, parsed: { y } }) as unknown as TooltipItem<ChartKind>;
    expect(label(item(1234))).toBe('表示回数: 1234回');
    expect(label(item(null))).toBe('表示回数: データなし');
    expect(config.data.datasets[0]).toMatchObject({ type: 'bar', backgroundColor: seriesStyle(0).colour });
  });

  it('does not animate for a reader who asked for reduced motion', () => {
    expect(buildChartConfig({ kind: 'line', labels: ['a'], series, formatValue, reducedMotion: true }).options?.animation).toBe(false);
  });
});

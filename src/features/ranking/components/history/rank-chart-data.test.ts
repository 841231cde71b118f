import { buildChartConfig } from '../../../../components/charts/chart-config';
import { formatRankValue, pointLabel, RANK_Y_AXIS, rankSeries, statsCells } from './rank-chart-data';
import type { RankPoint } from '../../ranking.api';

const points: RankPoint[] = [
  { date: '2026/11/23', rank: 2, outcome: 'ranked', days: 1 },
  { date: '2026/11/24', rank: null, outcome: 'out_of_range', days: 1 },
  { date: '2026/11/25', rank: null, outcome: 'no_result', days: 1 },
  { date: '2026/11/26', rank: null, outcome: null, days: 0 },
  { date: '2026/11/27', rank: 12.5, outcome: 'ranked', days: 3 },
];

describe('rank chart data', () => {
  it('draws ranks and leaves 圏外, 表示なし and unmeasured days as gaps', () => {
    expect(rankSeries('渋谷 ランチ', points)).toEqual({ name: '渋谷 ランチ', data: [2, null, null, null, 12.5] });
  });

  it('writes ranks as N位 in words, with the outcome where there is no rank', () => {
    expect(points.map(pointLabel)).toEqual(['2位', '圏外', '表示なし', '', '12.5位']);
    expect(formatRankValue(3)).toBe('3位');
    expect(formatRankValue(null)).toBe('');
  });

  it('puts 1位 at the top with whole-number ticks written N位', () => {
    const config = buildChartConfig({ kind: 'line', labels: ['a'], series: [rankSeries('x', points.slice(0, 1))], formatValue: formatRankValue, yAxis: RANK_Y_AXIS });
    const y = config.options?.scales?.y as { reverse: boolean; ticks: { precision: number; callback: (v: number) => string } };
    expect(y.reverse).toBe(true);
    expect(y.ticks.precision).toBe(0);
    expect(y.ticks.callback(5)).toBe('5位');
  });

  it('says a missing stat as a dash, never 0位', () => {
    const none = { best: null, worst: null, average: null, top3_days: 0, measured_days: 2, out_of_range_days: 2, no_result_days: 0 };
    expect(statsCells(none, '－')).toEqual({ best: '－', worst: '－', average: '－' });
    expect(statsCells({ ...none, best: 1, worst: 9, average: 4.3 }, '－')).toEqual({ best: '1位', worst: '9位', average: '4.3位' });
  });
});

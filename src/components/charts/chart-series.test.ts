import { isEmptyChart, metricsToChartData, type MetricSeries } from './chart-series';

const impressions: MetricSeries = {
  metric_id: 1,
  metric_name: '表示回数',
  data: [
    { date: '2025/01/30', total: 10, count: [{ account: 'a', value: 6 }, { account: 'b', value: 4 }] },
    { date: '2025/01/31', total: 5, count: [{ account: 'a', value: 5 }, { account: 'b', value: null }] },
    { date: '2025/03/01', total: 7, count: [{ account: 'a', value: 3 }, { account: 'b', value: 4 }] },
  ],
};
const actions: MetricSeries = {
  metric_id: 2,
  metric_name: 'アクション数',
  data: [{ date: '2025/01/31', total: 2, count: [] }],
};

describe('metricsToChartData', () => {
  it('draws one series per metric from the totals, by Tokyo month, keeping a month with no data as a gap', () => {
    expect(metricsToChartData([impressions, actions], { unit: 'month', how: 'sum', graphType: 'overall' })).toEqual({
      labels: ['2025/01', '2025/02', '2025/03'],
      series: [
        { name: '表示回数', data: [15, null, 7] },
        { name: 'アクション数', data: [2, null, null] },
      ],
    });
  });

  it('draws one series per store for the first metric, named by the caller', () => {
    const names: Record<string, string> = { a: '渋谷店', b: '新宿店' };
    const chart = metricsToChartData([impressions], {
      unit: 'day',
      how: 'sum',
      graphType: 'perStore',
      range: { start: '2025/01/30', end: '2025/02/01' },
      storeName: (account) => names[String(account)],
    });
    expect(chart.labels).toEqual(['2025/01/30', '2025/01/31', '2025/02/01']);
    expect(chart.series).toEqual([
      { name: '渋谷店', data: [6, 5, null] },
      { name: '新宿店', data: [4, null, null] },
    ]);
  });

  it('reads ranks on ranking series and keeps the best rank of a week', () => {
    const ranking: MetricSeries = {
      metric_id: 'rank',
      metric_name: '順位',
      data: [
        { date: '2025/01/06', total: null, count: [{ account: 7, value: null, rank: 5 }] },
        { date: '2025/01/08', total: null, count: [{ account: 7, value: null, rank: 3 }] },
        { date: '2025/01/13', total: null, count: [{ account: 7, value: null, rank: null }] },
      ],
    };
    const chart = metricsToChartData([ranking], { unit: 'week', how: 'min', graphType: 'perStore', field: 'rank' });
    expect(chart).toEqual({ labels: ['2025/01/06', '2025/01/13'], series: [{ name: '7', data: [3, null] }] });
  });

  it('has nothing to draw without data', () => {
    expect(metricsToChartData([], { unit: 'month', how: 'sum', graphType: 'overall' })).toEqual({ labels: [], series: [] });
  });
});

describe('isEmptyChart', () => {
  it('is empty without labels, without series, or with only nulls', () => {
    expect(isEmptyChart({ labels: [], series: [{ name: 'x', data: [] }] })).toBe(true);
    expect(isEmptyChart({ labels: ['2025/01'], series: [] })).toBe(true);
    expect(isEmptyChart({ labels: ['2025/01', '2025/02'], series: [{ name: 'x', data: [null, null] }] })).toBe(true);
    expect(isEmptyChart({ labels: ['2025/01'], series: [{ name: 'x', data: [0] }] })).toBe(false);
  });
});

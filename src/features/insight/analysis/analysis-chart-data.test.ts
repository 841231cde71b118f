import { analysisAccount, analysisBody, metricSeries } from '../../../testing/insight-analysis-handlers';
import { analysisCharts, hasNoData, shareRows } from './analysis-chart-data';
import { expectedRange, toAnalysisArg } from './analysis-period';

const body = analysisBody({
  accounts: [analysisAccount('g_1', '本店'), analysisAccount('g_2', '駅前店')],
  series: [metricSeries('review_count', { g_1: [1, null, 3], g_2: [2, 2, 2] }), metricSeries('average_rating', { g_1: [4.5, null, 4] })],
});

describe('analysis chart data', () => {
  it('draws counts and averages apart in 全体, one line per store in 店舗別, gaps as null', () => {
    const overall = analysisCharts(body, false, undefined);
    expect(overall.map((c) => [c.key, c.data.series.map((s) => s.name)])).toEqual([
      ['counts', ['口コミ数']],
      ['averages', ['平均評価']],
    ]);
    expect(overall[0].data).toMatchObject({ labels: ['2026/08', '2026/09', '2026/10'], series: [{ data: [3, 2, 5] }] });
    const [stores] = analysisCharts(body, true, 'average_rating');
    expect(stores).toMatchObject({ key: 'stores', metricName: '平均評価', averaged: true });
    expect(stores.data.series).toEqual([{ name: '本店', data: [4.5, null, 4] }]);
  });

  it('sums each part over the period and its share of the whole', () => {
    expect(shareRows([metricSeries('gender_female', { y_1: [1, 2] }), metricSeries('gender_male', { y_1: [3, 4] })])).toEqual([
      { metricId: 'gender_female', name: '女性', value: 3, share: 30 },
      { metricId: 'gender_male', name: '男性', value: 7, share: 70 },
    ]);
    expect(shareRows([metricSeries('gender_female', { y_1: [null] })])[0].share).toBeNull();
    expect(hasNoData(analysisBody({ latest_date: null }))).toBe(true);
  });

  it('sends no period for the full window and shows its days before the answer', () => {
    expect(toAnalysisArg({ group: 'impressions', period: 'standard', stores: [] }, 'month')).toEqual({ group: 'impressions', unit: 'month' });
    expect(toAnalysisArg({ group: 'ages', period: 'half', stores: ['y_1'] }, 'day')).toEqual({ group: 'ages', unit: 'day', period: 'half', localAccountIds: ['y_1'] });
    const now = new Date('2026-11-20T03:00:00Z');
    expect(expectedRange('standard', now)).toEqual({ start: '2025/05/01', end: '2026/10/31' });
    expect(expectedRange('all', now)).toBeNull();
  });
});

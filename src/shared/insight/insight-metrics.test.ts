import { accessMetrics, metricName, performanceMetrics } from './insight-metrics';

describe('insight metrics', () => {
  it('names age groups: index 0 is under 10, n the n×10s', () => {
    expect(metricName('age_0')).toBe('10歳未満');
    expect(metricName('age_1')).toBe('10代');
    expect(metricName('age_6')).toBe('60代');
    expect(accessMetrics.ages).toHaveLength(8);
  });

  it('lists the four Google impression surfaces in the spec order', () => {
    expect(performanceMetrics.impressions.map(metricName)).toEqual([
      'Googleマップ（パソコン）',
      'Googleマップ（モバイル）',
      'Google検索（パソコン）',
      'Google検索（モバイル）',
    ]);
  });

  it('falls back to the id for an unknown metric', () => {
    expect(metricName('something_new')).toBe('something_new');
  });
});

import { figureChange, figureChartData, formatFigureValue, hasNoData } from './dashboard-figures';

describe('dashboard figures', () => {
  it('formats counts with separators and the rating with one decimal', () => {
    expect(formatFigureValue('impressions', 1234567)).toBe('1,234,567');
    expect(formatFigureValue('average_rating', 4)).toBe('4.0');
    expect(formatFigureValue('average_rating', 4.26)).toBe('4.3');
    expect(formatFigureValue('call_clicks', null)).toBe('－');
  });

  it('writes the change with its sign and direction; the rating in points', () => {
    expect(figureChange({ metric_id: 'impressions', change_rate: 12.3 })).toEqual({ text: '+12.3%', direction: 'up' });
    expect(figureChange({ metric_id: 'call_clicks', change_rate: -4 })).toEqual({ text: '\u22124.0%', direction: 'down' });
    expect(figureChange({ metric_id: 'call_clicks', change_rate: -0.04 })).toEqual({ text: '±0.0%', direction: 'flat' });
    expect(figureChange({ metric_id: 'average_rating', change_rate: 0.3 })).toEqual({ text: '+0.3pt', direction: 'up' });
    expect(figureChange({ metric_id: 'new_reviews', change_rate: null })).toEqual({ text: null, direction: null });
  });

  it("draws a figure's days over the whole month, gaps included", () => {
    const series = [
      { metric_id: 'call_clicks', metric_name: '通話', data: [{ date: '2026/05/02', total: 3, count: [] }] },
      { metric_id: 'impressions', metric_name: '表示回数', data: [] },
    ];
    const chart = figureChartData('call_clicks', series, { start: '2026/05/01', end: '2026/05/03' });
    expect(chart).toEqual({ labels: ['05/01', '05/02', '05/03'], series: [{ name: '通話', data: [null, 3, null] }] });
    expect(figureChartData('posts_published', series, { start: '2026/05/01', end: '2026/05/03' })).toEqual({ labels: [], series: [] });
  });

  it('knows a month with nothing at all', () => {
    const empty = [{ metric_id: 'impressions' as const, metric_name: '', value: null, previous: null, change_rate: null }];
    expect(hasNoData(empty, [])).toBe(true);
    expect(hasNoData([{ ...empty[0]!, value: 0 }], [])).toBe(false);
  });
});

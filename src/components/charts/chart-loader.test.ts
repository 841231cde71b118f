import { loadChartJs } from './chart-loader';

const mockRegister = jest.fn();
jest.mock('chart.js', () => {
  const part = (name: string) => ({ id: name });
  return {
    Chart: { register: (...items: unknown[]) => mockRegister(...items), defaults: { font: {}, color: '' } },
    BarController: part('bar'),
    BarElement: part('barElement'),
    CategoryScale: part('category'),
    Legend: part('legend'),
    LinearScale: part('linear'),
    LineController: part('line'),
    LineElement: part('lineElement'),
    PointElement: part('point'),
    Tooltip: part('tooltip'),
  };
});

describe('loadChartJs', () => {
  it('loads chart.js on demand and registers only what the kit draws with, once for every chart', async () => {
    expect(mockRegister).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([loadChartJs(), loadChartJs()]);
    const third = await loadChartJs();
    expect(first).toBe(second);
    expect(third).toBe(first);
    expect(mockRegister).toHaveBeenCalledTimes(1);
    const ids = mockRegister.mock.calls[0].map((item: { id: string }) => item.id).sort();
    expect(ids).toEqual(['bar', 'barElement', 'category', 'legend', 'line', 'lineElement', 'linear', 'point', 'tooltip']);
    // The console's font and muted text colour, so axis text matches the page.
    expect(first.defaults.font.family).toContain('Noto Sans JP');
    expect(first.defaults.color).toBe('#4a5568');
  });
});

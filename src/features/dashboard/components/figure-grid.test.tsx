import { screen, within } from '@testing-library/react';
import { dashboardMetric } from '../../../testing/dashboard-handlers';
import { renderWithProviders } from '../../../testing/render';
import { FigureGrid } from './figure-grid';

jest.mock('../../../components/charts/chart-loader', () => ({ loadChartJs: () => new Promise(() => undefined) }));

// Each card's boxes: the card itself and its four fixed-height rows (name, value, change, chart).
const boxes = () =>
  screen.getAllByTestId('figure-card').map((card) => [card.dataset.figure, card.className, [...card.children].map((row) => row.className)]);

describe('FigureGrid', () => {
  it('draws the loading cards with the very boxes of the loaded ones', () => {
    const { rerender } = renderWithProviders(<FigureGrid />);
    const loading = boxes();
    expect(loading).toHaveLength(7);
    expect(screen.queryAllByTestId('figure-value')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: '平均評価' })).toBeInTheDocument();

    rerender(<FigureGrid body={dashboardMetric('2026/05')} />);
    expect(screen.getAllByTestId('figure-value')).toHaveLength(7);
    expect(boxes()).toEqual(loading);
  });

  it('keeps the place of a figure the server left out', () => {
    const body = dashboardMetric('2026/05');
    renderWithProviders(<FigureGrid body={{ ...body, figures: body.figures.filter((f) => f.metric_id !== 'new_reviews') }} />);
    const card = screen.getAllByTestId('figure-card').find((c) => c.dataset.figure === 'new_reviews')!;
    expect(within(card).getByTestId('figure-value')).toHaveTextContent('－');
    expect(card).toHaveAttribute('aria-busy', 'false');
  });
});

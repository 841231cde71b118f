import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardCalendar } from '../../../testing/dashboard-handlers';
import { renderWithProviders } from '../../../testing/render';
import { MonthCalendar } from './month-calendar';

describe('MonthCalendar', () => {
  it('holds six weeks of cells while loading and when loaded', () => {
    const { rerender } = renderWithProviders(<MonthCalendar month="2026/05" selected={null} onSelect={jest.fn()} />);
    expect(screen.getAllByRole('cell')).toHaveLength(42);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<MonthCalendar month="2026/05" days={dashboardCalendar('2026/05').days} selected={null} onSelect={jest.fn()} />);
    expect(screen.getAllByRole('cell')).toHaveLength(42);
    expect(screen.getAllByRole('button')).toHaveLength(31);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
  });

  it('shows only the counts a day has, abbreviated on a phone', async () => {
    const onSelect = jest.fn();
    const days = dashboardCalendar('2026/05', { 10: { posts: 3, measurements: 1200 } }).days;
    renderWithProviders(<MonthCalendar month="2026/05" days={days} selected="2026/05/10" onSelect={onSelect} />);
    const day = screen.getByRole('button', { name: '5月10日 投稿3件 口コミ0件 計測1200件' });
    expect(day).toHaveAttribute('aria-pressed', 'true');
    expect(within(day).getByText('投稿').closest('[data-count]')).toHaveTextContent('投投稿 3');
    expect(day.querySelector('[data-count="reviews"]')).toBeNull();
    expect(day.querySelector('[data-count="measurements"]')).toHaveTextContent('999+');
    await userEvent.click(day);
    expect(onSelect).toHaveBeenCalledWith('2026/05/10');
  });
});

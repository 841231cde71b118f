import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render';
import { MonthSwitcher } from './month-switcher';

describe('MonthSwitcher', () => {
  it('steps a month back and forward', async () => {
    const onChange = jest.fn();
    renderWithProviders(<MonthSwitcher month="2026/01" latest="2026/11" onChange={onChange} />);
    expect(screen.getByRole('group', { name: '対象月' })).toHaveTextContent('2026年1月');
    await userEvent.click(screen.getByRole('button', { name: '前月（2025年12月）を表示' }));
    await userEvent.click(screen.getByRole('button', { name: '翌月（2026年2月）を表示' }));
    expect(onChange.mock.calls).toEqual([['2025/12'], ['2026/02']]);
  });

  it('stops at the latest month and waits while the month is unknown', () => {
    const { rerender } = renderWithProviders(<MonthSwitcher month="2026/11" latest="2026/11" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: '翌月（2026年12月）を表示' })).toBeDisabled();
    rerender(<MonthSwitcher latest="2026/11" onChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: '前月' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '翌月' })).toBeDisabled();
  });
});

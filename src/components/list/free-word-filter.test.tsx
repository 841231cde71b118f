import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { FreeWordFilter } from './free-word-filter';

const renderFilter = (value = '') => {
  const onCommit = jest.fn();
  const view = renderWithProviders(<FreeWordFilter value={value} onCommit={onCommit} placeholder="本文で検索" maxLength={10} debounceMs={50} />);
  const rerenderWith = (next: string) =>
    view.rerender(<FreeWordFilter value={next} onCommit={onCommit} placeholder="本文で検索" maxLength={10} debounceMs={50} />);
  return { onCommit, rerenderWith };
};

describe('FreeWordFilter', () => {
  it('is a labelled search box that searches once, after the user pauses', async () => {
    const { onCommit } = renderFilter();
    const input = screen.getByRole('searchbox', { name: 'フリーワード' });
    expect(input).toHaveAttribute('placeholder', '本文で検索');
    expect(input).toHaveAttribute('maxLength', '10');
    await userEvent.type(input, 'セール');
    await waitFor(() => expect(onCommit).toHaveBeenCalledWith('セール'));
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('does not search again for a change of surrounding spaces only', async () => {
    const { onCommit } = renderFilter('セール');
    await userEvent.type(screen.getByRole('searchbox', { name: 'フリーワード' }), '  ');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows a value changed from outside (条件をクリア) without searching for it', async () => {
    const { onCommit, rerenderWith } = renderFilter('セール');
    rerenderWith('');
    expect(screen.getByRole('searchbox', { name: 'フリーワード' })).toHaveValue('');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(onCommit).not.toHaveBeenCalled();
  });
});

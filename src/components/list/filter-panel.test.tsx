import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render';
import { FilterPanel } from './filter-panel';

const renderPanel = (active: number) => {
  const onClear = jest.fn();
  renderWithProviders(
    <FilterPanel active={active} onClear={onClear} storeFilter={<p>店舗の絞り込み</p>}>
      <label>
        評価
        <input />
      </label>
    </FilterPanel>,
  );
  return { onClear };
};

describe('FilterPanel', () => {
  it('opens and closes its fields with 絞り込み (closed on a phone at first)', async () => {
    renderPanel(0);
    const toggle = screen.getByRole('button', { name: /絞り込み/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('評価')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('評価')).toBeInTheDocument();
    expect(screen.getByText('店舗の絞り込み')).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.queryByLabelText('評価')).not.toBeInTheDocument();
  });

  it('says how many conditions are set and clears them, and offers no clearing when none are', async () => {
    const { onClear } = renderPanel(2);
    expect(screen.getByText('2件の条件で絞り込み中')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('shows neither the count nor 条件をクリア without conditions', () => {
    renderPanel(0);
    expect(screen.queryByText(/件の条件で絞り込み中/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '条件をクリア' })).not.toBeInTheDocument();
  });
});

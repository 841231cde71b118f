import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BottomBar } from '../app/layouts/bottom-bar';
import { renderWithProviders } from '../testing/render';
import { useSelectionBar } from './use-selection-bar';

const ROWS = 5;

// A list of five rows that fills the bar while it is mounted.
const List = ({ disabled }: { disabled: boolean }) => {
  const [selected, setSelected] = useState(2);
  useSelectionBar({
    buttons: [{ id: 'remove', label: '削除', tone: 'danger', disabled }],
    selected,
    total: ROWS,
    onClear: () => setSelected(0),
    onSelectAll: () => setSelected(ROWS),
  });
  return null;
};

const renderList = (disabled = false) =>
  renderWithProviders(
    <>
      <List disabled={disabled} />
      <BottomBar />
    </>,
  );

const bar = () => screen.getByTestId('bottom-bar');

describe('useSelectionBar', () => {
  it('shows the counts and buttons, and answers すべて選択 and クリア with the list’s own actions', async () => {
    renderList();
    expect(within(bar()).getByText('選択中 2 / 全5件')).toBeInTheDocument();
    expect(within(bar()).getByRole('button', { name: '削除' })).toBeEnabled();
    await userEvent.click(within(bar()).getByRole('button', { name: 'すべて選択' }));
    expect(within(bar()).getByText('選択中 5 / 全5件')).toBeInTheDocument();
    await userEvent.click(within(bar()).getByRole('button', { name: 'クリア' }));
    expect(within(bar()).getByText('選択中 0 / 全5件')).toBeInTheDocument();
  });

  it('follows a change of the buttons and empties the bar once the list is gone', () => {
    const { rerender } = renderList();
    rerender(
      <>
        <List disabled />
        <BottomBar />
      </>,
    );
    expect(within(bar()).getByRole('button', { name: '削除' })).toBeDisabled();
    rerender(<BottomBar />);
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bottomBarSet } from '../../state/bottom-bar.slice';
import { renderWithProviders } from '../../testing/render';
import { BottomBar } from './bottom-bar';

describe('BottomBar', () => {
  it('is hidden without buttons and shows the counts and actions with them', async () => {
    const { store } = renderWithProviders(<BottomBar />);
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(bottomBarSet({ buttons: [{ id: 'delete', label: '削除', tone: 'danger' }], total: 8, selected: 3 }));
    });
    expect(screen.getByText('選択中 3 / 全8件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'すべて選択' }));
    expect(screen.getByText('選択中 8 / 全8件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'クリア' }));
    expect(screen.getByText('選択中 0 / 全8件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(store.getState().bottomBar.lastPressed?.id).toBe('delete');
  });
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOTTOM_BAR_CLEAR, BOTTOM_BAR_SELECT_ALL, useBottomBarAction } from '../../state/bottom-bar-actions';
import { bottomBarSet, type BottomBarButton } from '../../state/bottom-bar.slice';
import { useAppDispatch } from '../../store/hooks';
import { renderWithProviders } from '../../testing/render';
import { BottomBar } from './bottom-bar';

const buttons: BottomBarButton[] = [{ id: 'delete', label: '削除', tone: 'danger' }];

// A page of 8 rows: it answers the bar's クリア / すべて選択 by writing its new count back, as the store picker does.
const Page = ({ onDelete }: { onDelete: () => void }) => {
  const dispatch = useAppDispatch();
  useBottomBarAction(BOTTOM_BAR_SELECT_ALL, () => dispatch(bottomBarSet({ buttons, total: 8, selected: 8 })));
  useBottomBarAction(BOTTOM_BAR_CLEAR, () => dispatch(bottomBarSet({ buttons, total: 8, selected: 0 })));
  useBottomBarAction('delete', onDelete);
  return null;
};

describe('BottomBar', () => {
  it('is hidden without buttons and shows the counts and actions with them', async () => {
    const onDelete = jest.fn();
    const { store } = renderWithProviders(
      <>
        <Page onDelete={onDelete} />
        <BottomBar />
      </>,
    );
    expect(screen.queryByTestId('bottom-bar')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(bottomBarSet({ buttons, total: 8, selected: 3 }));
    });
    expect(screen.getByText('選択中 3 / 全8件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'すべて選択' }));
    expect(screen.getByText('選択中 8 / 全8件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'クリア' }));
    expect(screen.getByText('選択中 0 / 全8件')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('calls the latest registered handler once per press, and nothing once the page is gone', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const { store, rerender } = renderWithProviders(
      <>
        <Page onDelete={first} />
        <BottomBar />
      </>,
    );
    act(() => {
      store.dispatch(bottomBarSet({ buttons, total: 8, selected: 3 }));
    });
    rerender(
      <>
        <Page onDelete={second} />
        <BottomBar />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    rerender(<BottomBar />);
    await userEvent.click(screen.getByRole('button', { name: '削除' }));
    expect(second).toHaveBeenCalledTimes(1);
  });
});

import { useEffect } from 'react';
import { BOTTOM_BAR_CLEAR, BOTTOM_BAR_SELECT_ALL, useBottomBarAction } from '../../../state/bottom-bar-actions';
import { bottomBarCleared, bottomBarSet, type BottomBarButton } from '../../../state/bottom-bar.slice';
import { useAppDispatch } from '../../../store/hooks';

interface BottomBarSync {
  buttons: BottomBarButton[];
  selected: number;
  total: number;
  onClear: () => void;
  onSelectAll: () => void;
}

// Keeps the bottom bar's 「選択中 N / 全M件」 and buttons in step with the picker, and answers the bar's
// クリア / すべて選択 with the picker's own actions.
export const useBottomBarSync = ({ buttons, selected, total, onClear, onSelectAll }: BottomBarSync) => {
  const dispatch = useAppDispatch();
  const buttonsKey = JSON.stringify(buttons);
  useBottomBarAction(BOTTOM_BAR_CLEAR, onClear);
  useBottomBarAction(BOTTOM_BAR_SELECT_ALL, onSelectAll);

  useEffect(() => {
    dispatch(bottomBarSet({ buttons: JSON.parse(buttonsKey) as BottomBarButton[], total, selected }));
  }, [dispatch, buttonsKey, selected, total]);

  useEffect(() => () => void dispatch(bottomBarCleared()), [dispatch]);
};

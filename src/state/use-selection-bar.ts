import { useEffect } from 'react';
import { useAppDispatch } from '../store/hooks';
import { BOTTOM_BAR_CLEAR, BOTTOM_BAR_SELECT_ALL, useBottomBarAction } from './bottom-bar-actions';
import { bottomBarCleared, bottomBarSet, type BottomBarButton } from './bottom-bar.slice';

interface SelectionBar {
  buttons: BottomBarButton[];
  selected: number;
  total: number;
  onClear: () => void;
  onSelectAll: () => void;
}

// While mounted, the bottom bar shows 「選択中 N / 全M件」 with the caller's buttons and answers クリア / すべて選択
// with the caller's own actions; unmounting empties the bar. The bar has one set of buttons, so mount one at a time
// (a list's bar steps aside while a store picker is open).
export const useSelectionBar = ({ buttons, selected, total, onClear, onSelectAll }: SelectionBar) => {
  const dispatch = useAppDispatch();
  const buttonsKey = JSON.stringify(buttons);
  useBottomBarAction(BOTTOM_BAR_CLEAR, onClear);
  useBottomBarAction(BOTTOM_BAR_SELECT_ALL, onSelectAll);

  useEffect(() => {
    dispatch(bottomBarSet({ buttons: JSON.parse(buttonsKey) as BottomBarButton[], total, selected }));
  }, [dispatch, buttonsKey, selected, total]);

  useEffect(() => () => void dispatch(bottomBarCleared()), [dispatch]);
};

import { useEffect, useRef } from 'react';
import { bottomBarCleared, bottomBarSet, type BottomBarButton } from '../../../state/bottom-bar.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

interface BottomBarSync {
  buttons: BottomBarButton[];
  selected: number;
  total: number;
  onClear: () => void;
  onSelectAll: () => void;
}

// Keeps the bottom bar's 「選択中 N / 全M件」 in step with the picker, and turns the bar's クリア / すべて選択
// (which only change the bar's count) into picker actions. `pushed` remembers the count the picker last wrote,
// so any other change of the bar's count came from one of those two buttons.
export const useBottomBarSync = ({ buttons, selected, total, onClear, onSelectAll }: BottomBarSync) => {
  const dispatch = useAppDispatch();
  const barSelected = useAppSelector((s) => s.bottomBar.selected);
  const pushed = useRef(barSelected);
  const actions = useRef({ onClear, onSelectAll });
  actions.current = { onClear, onSelectAll };
  const buttonsKey = JSON.stringify(buttons);

  useEffect(() => {
    if (barSelected === pushed.current) return;
    pushed.current = barSelected;
    if (barSelected === 0) actions.current.onClear();
    else actions.current.onSelectAll();
  }, [barSelected]);

  useEffect(() => {
    pushed.current = selected;
    dispatch(bottomBarSet({ buttons: JSON.parse(buttonsKey) as BottomBarButton[], total, selected }));
  }, [dispatch, buttonsKey, selected, total]);

  useEffect(() => () => void dispatch(bottomBarCleared()), [dispatch]);
};

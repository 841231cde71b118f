import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session.slice';

// A page's buttons are described by data; the page handles a press with useBottomBarAction (bottom-bar-actions.tsx).
export interface BottomBarButton {
  id: string;
  label: string;
  tone?: 'primary' | 'danger' | 'neutral';
  disabled?: boolean;
}

export interface BottomBarState {
  buttons: BottomBarButton[];
  selected: number;
  total: number;
}

export const initialBottomBarState: BottomBarState = { buttons: [], selected: 0, total: 0 };

export const bottomBarSlice = createSlice({
  name: 'bottomBar',
  initialState: initialBottomBarState,
  reducers: {
    bottomBarSet(state, action: PayloadAction<{ buttons: BottomBarButton[]; total: number; selected?: number }>) {
      state.buttons = action.payload.buttons;
      state.total = action.payload.total;
      state.selected = action.payload.selected ?? state.selected;
    },
    bottomBarCleared: () => initialBottomBarState,
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialBottomBarState),
});

export const { bottomBarSet, bottomBarCleared } = bottomBarSlice.actions;

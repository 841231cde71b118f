import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session.slice';

// A page's buttons are described by data; the page reacts to `bottomBarPressed` through a listener or selector.
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
  // Incremented signals a page can watch: which button was pressed last and the clear/select-all requests.
  lastPressed: { id: string; seq: number } | null;
}

export const initialBottomBarState: BottomBarState = { buttons: [], selected: 0, total: 0, lastPressed: null };

export const bottomBarSlice = createSlice({
  name: 'bottomBar',
  initialState: initialBottomBarState,
  reducers: {
    bottomBarSet(state, action: PayloadAction<{ buttons: BottomBarButton[]; total: number; selected?: number }>) {
      state.buttons = action.payload.buttons;
      state.total = action.payload.total;
      state.selected = action.payload.selected ?? state.selected;
    },
    bottomBarSelectionChanged(state, action: PayloadAction<number>) {
      state.selected = action.payload;
    },
    bottomBarPressed(state, action: PayloadAction<string>) {
      state.lastPressed = { id: action.payload, seq: (state.lastPressed?.seq ?? 0) + 1 };
    },
    bottomBarCleared: () => initialBottomBarState,
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialBottomBarState),
});

export const { bottomBarSet, bottomBarSelectionChanged, bottomBarPressed, bottomBarCleared } = bottomBarSlice.actions;

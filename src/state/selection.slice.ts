import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session.slice';

export type TimeUnit = 'day' | 'week' | 'month';
export type GraphType = 'overall' | 'account';

// Names one list (a screen's store picker, say). Each list keeps its own checked keys, so no screen ever sees keys
// another list checked; and every route change clears them all (RouteSelectionReset in the signed-in layout).
export type ListScope = string;
interface ScopedKeys {
  scope: ListScope;
  keys: string[];
}

export interface SelectionState {
  accountKeys: string[];
  selectedMeasure: number | null;
  account: string | null;
  checkedAccounts: Record<ListScope, string[]>;
  timeUnit: TimeUnit;
  graphType: GraphType;
}

export const initialSelectionState: SelectionState = {
  accountKeys: [],
  selectedMeasure: null,
  account: null,
  checkedAccounts: {},
  timeUnit: 'month',
  graphType: 'overall',
};

export const selectionSlice = createSlice({
  name: 'selection',
  initialState: initialSelectionState,
  reducers: {
    accountKeysSet(state, action: PayloadAction<string[]>) {
      state.accountKeys = action.payload;
    },
    measureSelected(state, action: PayloadAction<number | null>) {
      state.selectedMeasure = action.payload;
    },
    accountSelected(state, action: PayloadAction<string | null>) {
      state.account = action.payload;
    },
    checkedAccountsSet(state, action: PayloadAction<ScopedKeys>) {
      state.checkedAccounts[action.payload.scope] = action.payload.keys;
    },
    // The store picker: one row's checkbox, then select-all over the filtered rows and clear.
    checkedAccountToggled(state, action: PayloadAction<{ scope: ListScope; key: string }>) {
      const { scope, key } = action.payload;
      const current = state.checkedAccounts[scope] ?? [];
      state.checkedAccounts[scope] = current.includes(key) ? current.filter((k) => k !== key) : [...current, key];
    },
    checkedAccountsAdded(state, action: PayloadAction<ScopedKeys>) {
      const current = state.checkedAccounts[action.payload.scope] ?? [];
      const known = new Set(current);
      state.checkedAccounts[action.payload.scope] = [...current, ...action.payload.keys.filter((k) => !known.has(k))];
    },
    checkedAccountsRemoved(state, action: PayloadAction<ScopedKeys>) {
      const removed = new Set(action.payload.keys);
      state.checkedAccounts[action.payload.scope] = (state.checkedAccounts[action.payload.scope] ?? []).filter((k) => !removed.has(k));
    },
    checkedAccountsCleared(state) {
      state.checkedAccounts = {};
    },
    timeUnitSet(state, action: PayloadAction<TimeUnit>) {
      state.timeUnit = action.payload;
    },
    graphTypeSet(state, action: PayloadAction<GraphType>) {
      state.graphType = action.payload;
    },
    selectionReset: () => initialSelectionState,
  },
  extraReducers: (builder) => builder.addCase(sessionCleared, () => initialSelectionState),
});

export const {
  accountKeysSet,
  measureSelected,
  accountSelected,
  checkedAccountsSet,
  checkedAccountToggled,
  checkedAccountsAdded,
  checkedAccountsRemoved,
  checkedAccountsCleared,
  timeUnitSet,
  graphTypeSet,
  selectionReset,
} = selectionSlice.actions;

const NO_KEYS: string[] = [];
// A stable empty list for a scope nothing was checked in yet, so selectors do not re-render on every action.
export const selectCheckedAccounts = (state: { selection: SelectionState }, scope: ListScope): string[] => state.selection.checkedAccounts[scope] ?? NO_KEYS;

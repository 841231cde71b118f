import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionCleared } from './session.slice';

export type TimeUnit = 'day' | 'week' | 'month';
export type GraphType = 'overall' | 'account';

export interface SelectionState {
  accountKeys: string[];
  selectedMeasure: number | null;
  account: string | null;
  checkedAccounts: string[];
  timeUnit: TimeUnit;
  graphType: GraphType;
}

export const initialSelectionState: SelectionState = {
  accountKeys: [],
  selectedMeasure: null,
  account: null,
  checkedAccounts: [],
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
    checkedAccountsSet(state, action: PayloadAction<string[]>) {
      state.checkedAccounts = action.payload;
    },
    // The store picker: one row's checkbox, then select-all over the filtered rows and clear.
    checkedAccountToggled(state, action: PayloadAction<string>) {
      const key = action.payload;
      state.checkedAccounts = state.checkedAccounts.includes(key) ? state.checkedAccounts.filter((k) => k !== key) : [...state.checkedAccounts, key];
    },
    checkedAccountsAdded(state, action: PayloadAction<string[]>) {
      const known = new Set(state.checkedAccounts);
      state.checkedAccounts = [...state.checkedAccounts, ...action.payload.filter((k) => !known.has(k))];
    },
    checkedAccountsRemoved(state, action: PayloadAction<string[]>) {
      const removed = new Set(action.payload);
      state.checkedAccounts = state.checkedAccounts.filter((k) => !removed.has(k));
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
  timeUnitSet,
  graphTypeSet,
  selectionReset,
} = selectionSlice.actions;

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

// Serialisable descriptions only; src/app/dialogs/dialog-registry.tsx resolves each id to a component.
export interface DialogPropsMap {
  busy: Record<string, never>;
  error: { title?: string; lines: string[] };
  success: { message: string };
  confirm: { message?: string; confirmLabel?: string; onConfirm: { type: string; payload?: unknown } };
  yahooExpired: { message: string; url: string | null };
  exportRunning: { message?: string };
  exportCompleted: { url: string };
}

export type DialogId = keyof DialogPropsMap;
export type DialogEntry = { [K in DialogId]: { key: number; id: K; props: DialogPropsMap[K] } }[DialogId];
type OpenPayload = { [K in DialogId]: { id: K; props: DialogPropsMap[K] } }[DialogId];

export interface DialogsState {
  open: DialogEntry[];
  seq: number;
}

const singletons: ReadonlySet<DialogId> = new Set<DialogId>(['busy', 'yahooExpired']);

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState: { open: [], seq: 0 } as DialogsState,
  reducers: {
    dialogOpened(state, action: PayloadAction<OpenPayload>) {
      // The busy and Yahoo dialogs are shown at most once at a time however many calls trigger them.
      if (singletons.has(action.payload.id) && state.open.some((d) => d.id === action.payload.id)) return;
      state.seq += 1;
      state.open.push({ ...action.payload, key: state.seq } as DialogEntry);
    },
    dialogClosed(state, action: PayloadAction<number>) {
      state.open = state.open.filter((d) => d.key !== action.payload);
    },
    dialogsCleared(state) {
      state.open = [];
    },
  },
});

export const { dialogOpened, dialogClosed, dialogsCleared } = dialogsSlice.actions;

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

// One export, one dialog: its completion replaces the running notice (and any earlier completion), so closing the
// download dialog does not uncover a 「作成しています」 that is no longer true.
const supersedes: Partial<Record<DialogId, readonly DialogId[]>> = {
  exportRunning: ['exportRunning'],
  exportCompleted: ['exportRunning', 'exportCompleted'],
};

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState: { open: [], seq: 0 } as DialogsState,
  reducers: {
    dialogOpened(state, action: PayloadAction<OpenPayload>) {
      // The busy and Yahoo dialogs are shown at most once at a time however many calls trigger them.
      if (singletons.has(action.payload.id) && state.open.some((d) => d.id === action.payload.id)) return;
      // A fast export can finish before its request's answer arrives: the download dialog then stays the only one.
      if (action.payload.id === 'exportRunning' && state.open.some((d) => d.id === 'exportCompleted')) return;
      const replaced = supersedes[action.payload.id] ?? [];
      state.open = state.open.filter((d) => !replaced.includes(d.id));
      state.seq += 1;
      state.open.push({ ...action.payload, key: state.seq } as DialogEntry);
    },
    dialogClosed(state, action: PayloadAction<number>) {
      state.open = state.open.filter((d) => d.key !== action.payload);
    },
    /** Closes every open dialog of one kind, e.g. the export notice once its export failed. */
    dialogsOfKindClosed(state, action: PayloadAction<DialogId>) {
      state.open = state.open.filter((d) => d.id !== action.payload);
    },
    dialogsCleared(state) {
      state.open = [];
    },
  },
});

export const { dialogOpened, dialogClosed, dialogsOfKindClosed, dialogsCleared } = dialogsSlice.actions;

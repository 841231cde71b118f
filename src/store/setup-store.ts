import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/base-api';
import { bottomBarSlice } from '../state/bottom-bar.slice';
import { dialogsSlice } from '../state/dialogs.slice';
import { realtimeChannelSlice } from '../state/realtime-channel.slice';
import { selectionSlice } from '../state/selection.slice';
import { initialSessionState, sessionSlice } from '../state/session.slice';
import { env } from '../shared/env';
import { loadStoredOwnership, loadStoredUser } from '../shared/storage/session-storage';
import { registerAppListeners, type AppStartListening } from './listeners';
import { registerExportDialogListeners } from '../app/realtime/export-dialogs.listener';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  selection: selectionSlice.reducer,
  bottomBar: bottomBarSlice.reducer,
  dialogs: dialogsSlice.reducer,
  realtimeChannel: realtimeChannelSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const sessionFromStorage = () => {
  const user = loadStoredUser();
  return { ...initialSessionState, user, ownership: user?.ownership ?? loadStoredOwnership() };
};

// A fresh store per call: the app makes one, every test makes its own.
export const setupStore = (preloadedState?: Partial<RootState>) => {
  const listener = createListenerMiddleware();
  registerAppListeners(listener.startListening as AppStartListening);
  registerExportDialogListeners(listener.startListening as AppStartListening);
  return configureStore({
    reducer: rootReducer,
    preloadedState: { session: sessionFromStorage(), ...preloadedState },
    middleware: (getDefault) => getDefault().prepend(listener.middleware).concat(baseApi.middleware),
    devTools: env.isDev,
  });
};

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];

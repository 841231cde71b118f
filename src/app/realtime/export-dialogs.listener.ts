import { dataFilesChanged } from '../../features/exports/exports.api';
import { isFailureEvent, realtimeEventReceived, realtimeResubscribed } from '../../features/realtime/realtime.slice';
import { dialogOpened, dialogsOfKindClosed } from '../../state/dialogs.slice';
import type { AppStartListening } from '../../store/listeners';

// Joins two features that must not import each other: a Completed export event (realtime) opens the dialog with the
// download link (exports). The Failed events' error dialog is opened by the realtime connection itself. Every export
// event refreshes the data file list, the record the dialogs only announce.
export const registerExportDialogListeners = (startListening: AppStartListening) => {
  startListening({
    actionCreator: realtimeEventReceived,
    effect: (action, api) => {
      api.dispatch(dataFilesChanged());
      // The failure's own error dialog replaces the running notice.
      if (isFailureEvent(action.payload.event)) {
        api.dispatch(dialogsOfKindClosed('exportRunning'));
        return;
      }
      api.dispatch(dialogOpened({ id: 'exportCompleted', props: { url: action.payload.message } }));
    },
  });
  // Events published while the socket was down are not replayed: after a comeback the file list, which is the
  // record, is read again so a client that dropped for a while still ends with every finished export.
  startListening({
    actionCreator: realtimeResubscribed,
    effect: (_action, api) => {
      api.dispatch(dataFilesChanged());
    },
  });
};

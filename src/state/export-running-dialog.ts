import type { UnknownAction } from '@reduxjs/toolkit';
import { dialogOpened } from './dialogs.slice';

/**
 * An export request only queues the file: once the server accepts it, the 「データファイルを作成しています」 dialog
 * opens with its message (instead of the generic success dialog); the completed dialog follows on the realtime event.
 * Every feature that queues a data file calls this from its endpoint's onQueryStarted.
 */
export const openExportRunningDialog = async (dispatch: (action: UnknownAction) => unknown, fulfilled: Promise<{ data: { message: string } }>) => {
  try {
    const { data } = await fulfilled;
    dispatch(dialogOpened({ id: 'exportRunning', props: { message: data.message } }));
  } catch {
    // The api middleware's error dialog reports the failure.
  }
};

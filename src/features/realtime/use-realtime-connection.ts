import { useEffect } from 'react';
import { env } from '../../shared/env';
import { dialogOpened } from '../../state/dialogs.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { createRealtimeClient, type PusherLoader } from './realtime-client';
import {
  businessBulkProgressReceived,
  isFailureEvent,
  readBusinessBulkProgress,
  realtimeEventReceived,
  realtimeResubscribed,
  reviewSyncCompleted,
} from './realtime.slice';

/**
 * Holds the realtime connection while a user is signed in: connects when the session user is confirmed (the page
 * may render under the loading overlay before that, and a dead cookie must not open a socket), disconnects when it
 * goes (logout, 401) or changes. Every export event becomes a realtimeEventReceived action (a Failed export
 * also opens the error dialog with the server's message); the end of a requested review sync, reviewSyncCompleted.
 */
export function useRealtimeConnection(loadPusher?: PusherLoader): void {
  const dispatch = useAppDispatch();
  const dispUserId = useAppSelector((s) => (s.session.verified ? (s.session.user?.disp_user_id ?? null) : null));
  useEffect(() => {
    if (!dispUserId || (!loadPusher && !env.realtime)) return undefined;
    const client = createRealtimeClient({
      dispUserId,
      loadPusher,
      onResubscribed: () => dispatch(realtimeResubscribed()),
      onReviewSyncCompleted: () => dispatch(reviewSyncCompleted()),
      onBusinessBulkProgress: (data) => {
        const progress = readBusinessBulkProgress(data);
        if (progress) dispatch(businessBulkProgressReceived(progress));
      },
      onEvent: (payload) => {
        dispatch(realtimeEventReceived(payload));
        if (isFailureEvent(payload.event)) dispatch(dialogOpened({ id: 'error', props: { lines: [payload.message] } }));
      },
    });
    return () => client.disconnect();
  }, [dispatch, dispUserId, loadPusher]);
}

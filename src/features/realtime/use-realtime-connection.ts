import { useEffect } from 'react';
import { env } from '../../shared/env';
import { dialogOpened } from '../../state/dialogs.slice';
import { realtimeChannelStatusChanged, realtimeWanted } from '../../state/realtime-channel.slice';
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

// What counts as the user's first interaction: a pointer, a touch, a key or the wheel, anywhere on the page.
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * Holds the realtime connection while a user is signed in: for the confirmed session user only (the page may render
 * under the loading overlay before that, and a dead cookie must not open a socket), and only once the channel is
 * wanted: on the user's first interaction, or when a request asks for it (src/state/realtime-channel.slice.ts says
 * why not with the page). Disconnects when the user goes (logout, 401) or changes. Every export event becomes a
 * realtimeEventReceived action (a Failed export also opens the error dialog with the server's message); the end of a
 * requested review sync, reviewSyncCompleted.
 */
export function useRealtimeConnection(loadPusher?: PusherLoader): void {
  const dispatch = useAppDispatch();
  const dispUserId = useAppSelector((s) => (s.session.verified ? (s.session.user?.disp_user_id ?? null) : null));
  const wanted = useAppSelector((s) => s.realtimeChannel.wanted);
  // The user a channel can open for: none without a confirmed user or without realtime. A new user starts over.
  const channelUser = loadPusher || env.realtime ? dispUserId : null;

  useEffect(() => {
    if (!channelUser) return undefined;
    dispatch(realtimeChannelStatusChanged('pending'));
    return () => {
      dispatch(realtimeChannelStatusChanged('off'));
    };
  }, [dispatch, channelUser]);

  useEffect(() => {
    if (!channelUser || wanted) return undefined;
    const want = () => dispatch(realtimeWanted());
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true, once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [dispatch, channelUser, wanted]);

  useEffect(() => {
    if (!channelUser || !wanted) return undefined;
    const client = createRealtimeClient({
      dispUserId: channelUser,
      loadPusher,
      onSubscribed: () => dispatch(realtimeChannelStatusChanged('subscribed')),
      onResubscribed: () => dispatch(realtimeResubscribed()),
      onFailed: () => dispatch(realtimeChannelStatusChanged('failed')),
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
  }, [dispatch, channelUser, wanted, loadPusher]);
}

import { addListener, isAnyOf } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { realtimeResubscribed, reviewSyncCompleted } from '../../realtime/realtime.slice';
import { realtimeWanted } from '../../../state/realtime-channel.slice';
import { useAppDispatch } from '../../../store/hooks';
import { REVIEWS_TAG, reviewsApi } from '../reviews.api';

/**
 * While the inbox is open, the end of a requested sync (realtime) reloads the review list, so new reviews appear
 * without a reload. Events sent while the socket was down are not replayed, so a comeback reloads it too. The inbox
 * asks for the channel as it opens instead of on the first interaction: a sync asked for before a reload still ends
 * in the list.
 */
export function useReviewSyncRefresh(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(realtimeWanted());
  }, [dispatch]);
  useEffect(
    () =>
      dispatch(
        addListener({
          matcher: isAnyOf(reviewSyncCompleted, realtimeResubscribed),
          effect: (_action, api) => {
            api.dispatch(reviewsApi.util.invalidateTags([REVIEWS_TAG]));
          },
        }),
      ),
    [dispatch],
  );
}

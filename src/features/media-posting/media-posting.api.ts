import { generatedApi, type CreateMediaPostApiArg } from '../../api/generated/media-posting.gen';
import { multipartQuery } from '../../api/multipart';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  ListMediaPostHistoriesApiArg,
  ListMediaPostHistoriesApiResponse,
  ListMediaPostsApiArg,
  ListMediaPostsApiResponse,
  MediaCategory,
  MediaFormat,
  MediaPost,
  MediaPostCreateRequest,
  MediaPostHistory,
  MediaPostStatus,
  MediaPostTarget,
} from '../../api/generated/media-posting.gen';

export const MEDIA_POSTS_TAG = 'MediaPosts';
export const MEDIA_POST_HISTORIES_TAG = 'MediaPostHistories';
const BOTH = [MEDIA_POSTS_TAG, MEDIA_POST_HISTORIES_TAG];

// The create form shows 422 field errors (the file's rules, the schedule, the stores) on its own fields.
defineEndpointPolicy(generatedApi, 'createMediaPost', { fieldErrorsOnForm: true });

export const mediaPostingApi = generatedApi.enhanceEndpoints({
  addTagTypes: BOTH,
  endpoints: {
    listMediaPosts: { providesTags: [MEDIA_POSTS_TAG] },
    listMediaPostHistories: { providesTags: [MEDIA_POST_HISTORIES_TAG] },
    getMediaPostHistory: { providesTags: [MEDIA_POST_HISTORIES_TAG] },
    // The file travels as bytes: multipart, with the stores as repeated local_account_ids[].
    createMediaPost: {
      query: multipartQuery((arg: CreateMediaPostApiArg) => ({ url: '/media-post', values: { ...arg.mediaPostCreateRequest } })),
      invalidatesTags: BOTH,
    },
    // A cancel or a deletion changes both the post's overall status and its per-store lines.
    updateMediaPostStatus: { invalidatesTags: BOTH },
    deleteMediaPostHistory: { invalidatesTags: BOTH },
  },
});

export const {
  useListMediaPostsQuery,
  useCreateMediaPostMutation,
  useUpdateMediaPostStatusMutation,
  useListMediaPostHistoriesQuery,
  useDeleteMediaPostHistoryMutation,
} = mediaPostingApi;

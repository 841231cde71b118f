import {
  generatedApi,
  type CreatePostSettingApiArg,
  type UpdatePostSettingApiArg,
} from '../../api/generated/posts.gen';
import { multipartQuery } from '../../api/multipart';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

// Every type of the posts contract, for the feature, its screens and their tests.
export type {
  BulkResultBody,
  BulkResultLine,
  CreatePostSettingApiArg,
  CreatePostSettingApiResponse,
  DecidePostSettingApprovalApiArg,
  DecidePostSettingApprovalApiResponse,
  DeleteAllPostHistoriesApiArg,
  DeleteAllPostHistoriesApiResponse,
  DeletePostHistoryApiArg,
  DeletePostHistoryApiResponse,
  DeletePostSettingApiArg,
  DeletePostSettingApiResponse,
  ErrorBody,
  GetPostHistoryApiArg,
  GetPostHistoryApiResponse,
  GetPostSettingApiArg,
  GetPostSettingApiResponse,
  ListPostHistoriesApiArg,
  ListPostHistoriesApiResponse,
  ListPostSettingsApiArg,
  ListPostSettingsApiResponse,
  ListingProviderName,
  LocalAccountKey,
  MessageBody,
  Pagination,
  PostApprovalRequest,
  PostEditorType,
  PostHistory,
  PostHistoryBody,
  PostHistoryList,
  PostHistoryStatus,
  PostImage,
  PostSetting,
  PostSettingAccount,
  PostSettingBody,
  PostSettingInput,
  PostSettingList,
  PostSettingPermissions,
  PostSettingStatus,
  PostSuspendRequest,
  ProviderPostState,
  RepeatFrequency,
  RetryPostHistoryApiArg,
  RetryPostHistoryApiResponse,
  SuspendResumePostSettingApiArg,
  SuspendResumePostSettingApiResponse,
  UpdatePostSettingApiArg,
  UpdatePostSettingApiResponse,
  UpdateYahooPostPinnedApiArg,
  UpdateYahooPostPinnedApiResponse,
  YahooPinnedRequest,
} from '../../api/generated/posts.gen';

export const POST_SETTINGS_TAG = 'PostSettings';
export const POST_HISTORIES_TAG = 'PostHistories';

// The editor shows 422 field errors on its own fields (the send-back comment included), so no dialog repeats them.
for (const name of ['createPostSetting', 'updatePostSetting', 'decidePostSettingApproval'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
}
// The pinned switch shows its new state in the row itself.
defineEndpointPolicy(generatedApi, 'updateYahooPostPinned', { successDialog: false });

const SETTINGS_AND_HISTORIES = [POST_SETTINGS_TAG, POST_HISTORIES_TAG];

export const postsApi = generatedApi.enhanceEndpoints({
  addTagTypes: SETTINGS_AND_HISTORIES,
  endpoints: {
    listPostSettings: { providesTags: [POST_SETTINGS_TAG] },
    getPostSetting: { providesTags: [POST_SETTINGS_TAG] },
    // The photo travels as a file, so both saves are multipart; an update is POST with _method=PUT.
    createPostSetting: {
      query: multipartQuery((arg: CreatePostSettingApiArg) => ({ url: '/post-management/post-settings', values: arg.postSettingInput })),
      invalidatesTags: [POST_SETTINGS_TAG],
    },
    updatePostSetting: {
      query: multipartQuery(
        (arg: UpdatePostSettingApiArg) => ({ url: `/post-management/post-settings/${arg.id}`, values: arg.postSettingInput }),
        { method: 'PUT' },
      ),
      invalidatesTags: [POST_SETTINGS_TAG],
    },
    deletePostSetting: { invalidatesTags: [POST_SETTINGS_TAG] },
    decidePostSettingApproval: { invalidatesTags: [POST_SETTINGS_TAG] },
    suspendResumePostSetting: { invalidatesTags: [POST_SETTINGS_TAG] },
    listPostHistories: { providesTags: [POST_HISTORIES_TAG] },
    getPostHistory: { providesTags: [POST_HISTORIES_TAG] },
    // A retry or deletion changes the history and, when the post had no occurrence left, its setting's status.
    deletePostHistory: { invalidatesTags: SETTINGS_AND_HISTORIES },
    retryPostHistory: { invalidatesTags: SETTINGS_AND_HISTORIES },
    deleteAllPostHistories: { invalidatesTags: SETTINGS_AND_HISTORIES },
    updateYahooPostPinned: { invalidatesTags: [POST_HISTORIES_TAG] },
  },
});

export const {
  useListPostSettingsQuery,
  useGetPostSettingQuery,
  useCreatePostSettingMutation,
  useUpdatePostSettingMutation,
  useDeletePostSettingMutation,
  useDecidePostSettingApprovalMutation,
  useSuspendResumePostSettingMutation,
  useListPostHistoriesQuery,
  useGetPostHistoryQuery,
  useDeletePostHistoryMutation,
  useRetryPostHistoryMutation,
  useDeleteAllPostHistoriesMutation,
  useUpdateYahooPostPinnedMutation,
  useGetPostImageQuery,
} = postsApi;

// Bulk work on the post list runs the one-post operations one after another and reports every post in one result
// list: these copies open no dialog per call and leave the list's refetch to the caller, once the batch is done.
type SuspendTypes = (typeof postsApi.endpoints.suspendResumePostSetting)['Types'];
type DeleteTypes = (typeof postsApi.endpoints.deletePostSetting)['Types'];
export const postsBulkApi = postsApi.injectEndpoints({
  endpoints: (build) => ({
    suspendResumePostSettingInBulk: build.mutation<SuspendTypes['ResultType'], SuspendTypes['QueryArg']>({
      query: ({ id, postSuspendRequest }) => ({ url: `/post-management/suspend-resumes/${id}`, method: 'PUT', body: postSuspendRequest }),
    }),
    deletePostSettingInBulk: build.mutation<DeleteTypes['ResultType'], DeleteTypes['QueryArg']>({
      query: ({ id }) => ({ url: `/post-management/post-settings/${id}`, method: 'DELETE' }),
    }),
  }),
});
for (const name of ['suspendResumePostSettingInBulk', 'deletePostSettingInBulk'] as const) {
  defineEndpointPolicy(postsBulkApi, name, { successDialog: false, errorDialog: false });
}
// The history screens list what deleting a whole queue did, store by store, in their own result dialog.
defineEndpointPolicy(generatedApi, 'deleteAllPostHistories', { successDialog: false });
export const { useSuspendResumePostSettingInBulkMutation, useDeletePostSettingInBulkMutation } = postsBulkApi;

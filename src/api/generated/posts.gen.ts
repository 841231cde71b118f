import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPostSettings: build.query<
      ListPostSettingsApiResponse,
      ListPostSettingsApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-settings`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          free_word: queryArg.freeWord,
          start_at: queryArg.startAt,
          end_at: queryArg.endAt,
          secondary_start_at: queryArg.secondaryStartAt,
          secondary_end_at: queryArg.secondaryEndAt,
          provider: queryArg.provider,
          status: queryArg.status,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createPostSetting: build.mutation<
      CreatePostSettingApiResponse,
      CreatePostSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-settings`,
        method: "POST",
        body: queryArg.postSettingInput,
      }),
    }),
    getPostSetting: build.query<
      GetPostSettingApiResponse,
      GetPostSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-settings/${queryArg.id}`,
      }),
    }),
    updatePostSetting: build.mutation<
      UpdatePostSettingApiResponse,
      UpdatePostSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-settings/${queryArg.id}`,
        method: "PUT",
        body: queryArg.postSettingInput,
      }),
    }),
    deletePostSetting: build.mutation<
      DeletePostSettingApiResponse,
      DeletePostSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-settings/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    decidePostSettingApproval: build.mutation<
      DecidePostSettingApprovalApiResponse,
      DecidePostSettingApprovalApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-settings/${queryArg.id}/approval`,
        method: "PUT",
        body: queryArg.postApprovalRequest,
      }),
    }),
    suspendResumePostSetting: build.mutation<
      SuspendResumePostSettingApiResponse,
      SuspendResumePostSettingApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/suspend-resumes/${queryArg.id}`,
        method: "PUT",
        body: queryArg.postSuspendRequest,
      }),
    }),
    listPostHistories: build.query<
      ListPostHistoriesApiResponse,
      ListPostHistoriesApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-histories`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          free_word: queryArg.freeWord,
          start_at: queryArg.startAt,
          end_at: queryArg.endAt,
          provider: queryArg.provider,
          status: queryArg.status,
          post_setting_id: queryArg.postSettingId,
          local_control_queue_id: queryArg.localControlQueueId,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    getPostHistory: build.query<
      GetPostHistoryApiResponse,
      GetPostHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-histories/${queryArg.id}`,
      }),
    }),
    deletePostHistory: build.mutation<
      DeletePostHistoryApiResponse,
      DeletePostHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-histories/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    retryPostHistory: build.mutation<
      RetryPostHistoryApiResponse,
      RetryPostHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-histories/${queryArg.id}/retry`,
        method: "POST",
      }),
    }),
    deleteAllPostHistories: build.mutation<
      DeleteAllPostHistoriesApiResponse,
      DeleteAllPostHistoriesApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-histories-all`,
        method: "DELETE",
        params: {
          local_control_queue_id: queryArg.localControlQueueId,
        },
      }),
    }),
    updateYahooPostPinned: build.mutation<
      UpdateYahooPostPinnedApiResponse,
      UpdateYahooPostPinnedApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/yahoo-posts/pinned/${queryArg.id}`,
        method: "PUT",
        body: queryArg.yahooPinnedRequest,
      }),
    }),
    updateGooglePost: build.mutation<
      UpdateGooglePostApiResponse,
      UpdateGooglePostApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/google-posts/${queryArg.id}`,
        method: "PUT",
        body: queryArg.postedGooglePostRequest,
      }),
    }),
    updateYahooPost: build.mutation<
      UpdateYahooPostApiResponse,
      UpdateYahooPostApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/yahoo-posts/${queryArg.id}`,
        method: "PUT",
        body: queryArg.postedYahooPostRequest,
      }),
    }),
    getPostImage: build.query<GetPostImageApiResponse, GetPostImageApiArg>({
      query: (queryArg) => ({
        url: `/post-management/post-images/${queryArg.token}`,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListPostSettingsApiResponse =
  /** status 200 One page of post settings. */ PostSettingList;
export type ListPostSettingsApiArg = {
  localAccountIds?: LocalAccountKey[];
  freeWord?: string;
  startAt?: string;
  endAt?: string;
  secondaryStartAt?: string;
  secondaryEndAt?: string;
  provider?: ListingProviderName;
  status?: PostSettingStatus;
  page?: number;
  pageSize?: number;
};
export type CreatePostSettingApiResponse =
  /** status 200 Created. */ PostSettingBody;
export type CreatePostSettingApiArg = {
  postSettingInput: PostSettingInput;
};
export type GetPostSettingApiResponse =
  /** status 200 The post. */ PostSettingBody;
export type GetPostSettingApiArg = {
  id: number;
};
export type UpdatePostSettingApiResponse =
  /** status 200 Saved. */ PostSettingBody;
export type UpdatePostSettingApiArg = {
  id: number;
  postSettingInput: PostSettingInput;
};
export type DeletePostSettingApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeletePostSettingApiArg = {
  id: number;
};
export type DecidePostSettingApprovalApiResponse =
  /** status 200 Decided. */ PostSettingBody;
export type DecidePostSettingApprovalApiArg = {
  id: number;
  postApprovalRequest: PostApprovalRequest;
};
export type SuspendResumePostSettingApiResponse =
  /** status 200 Saved. */ PostSettingBody;
export type SuspendResumePostSettingApiArg = {
  id: number;
  postSuspendRequest: PostSuspendRequest;
};
export type ListPostHistoriesApiResponse =
  /** status 200 One page of histories. */ PostHistoryList;
export type ListPostHistoriesApiArg = {
  localAccountIds?: LocalAccountKey[];
  freeWord?: string;
  startAt?: string;
  endAt?: string;
  provider?: ListingProviderName;
  status?: PostHistoryStatus;
  postSettingId?: number;
  localControlQueueId?: number;
  page?: number;
  pageSize?: number;
};
export type GetPostHistoryApiResponse =
  /** status 200 The history. */ PostHistoryBody;
export type GetPostHistoryApiArg = {
  id: number;
};
export type DeletePostHistoryApiResponse =
  /** status 200 Deleted. */ PostHistoryBody;
export type DeletePostHistoryApiArg = {
  id: number;
};
export type RetryPostHistoryApiResponse =
  /** status 200 Queued again. */ PostHistoryBody;
export type RetryPostHistoryApiArg = {
  id: number;
};
export type DeleteAllPostHistoriesApiResponse =
  /** status 200 Applied store by store; one result line per store (partial failure is a 200 with failed lines). */ BulkResultBody;
export type DeleteAllPostHistoriesApiArg = {
  localControlQueueId: number;
};
export type UpdateYahooPostPinnedApiResponse =
  /** status 200 Saved. */ PostHistoryBody;
export type UpdateYahooPostPinnedApiArg = {
  id: number;
  yahooPinnedRequest: YahooPinnedRequest;
};
export type UpdateGooglePostApiResponse =
  /** status 200 Saved at the provider. */ PostHistoryBody;
export type UpdateGooglePostApiArg = {
  id: number;
  postedGooglePostRequest: PostedGooglePostRequest;
};
export type UpdateYahooPostApiResponse =
  /** status 200 Saved at the provider. */ PostHistoryBody;
export type UpdateYahooPostApiArg = {
  id: number;
  postedYahooPostRequest: PostedYahooPostRequest;
};
export type GetPostImageApiResponse =
  /** status 200 The photo (JPEG or PNG, metadata removed). */ Blob;
export type GetPostImageApiArg = {
  token: string;
};
export type PostSettingStatus = 0 | 1 | 2 | 8 | 9;
export type PostImage = {
  id: number;
  /** Public URL of the stored photo (also the sourceUrl handed to Google). */
  url: string;
};
export type RepeatFrequency = 4 | 1 | 2 | 3;
export type ListingProviderName = "google" | "yahoo";
export type PostSettingAccount = {
  /** g_… / y_… */
  local_account_id: string;
  title: string;
  provider: ListingProviderName;
};
export type PostSettingPermissions = {
  edit: boolean;
  /** Approve or send back (status 8 */
  approve: boolean;
  /** Suspend (0 → 1) or resume (1 → 0). */
  suspend: boolean;
  delete: boolean;
};
export type PostSetting = {
  id: number;
  status: PostSettingStatus;
  post_type:
    | ("action" | "offer" | "event" | "instagram" | null)
    | ("action" | "offer" | "event" | "instagram" | null);
  summary: string;
  event_title: string;
  event_start_date: string;
  event_start_time: string;
  event_end_date: string;
  event_end_time: string;
  offer_coupon_code: string;
  offer_redeem_url: string;
  offer_terms: string;
  /** Empty for none. */
  call_to_action_type: string;
  call_to_action_url: string;
  /** Empty when no Yahoo store is targeted. */
  yahoo_kind: string;
  yahoo_title: string;
  yahoo_start_date: string;
  yahoo_end_date: string;
  images: PostImage[];
  /** YYYY/MM/DD (Asia/Tokyo) */
  schedule_date: string;
  /** HH:mm (Asia/Tokyo) */
  schedule_time: string;
  repeat: RepeatFrequency;
  /** YYYY/MM/DD or empty */
  repeat_end_date: string;
  /** The next occurrence, YYYY/MM/DD HH:mm (Asia/Tokyo); null once no occurrence is left. */
  next_run_at: string | null;
  local_accounts: PostSettingAccount[];
  author_name: string;
  /** The approver's comment when the post was sent back (9). */
  send_back_comment: string | null;
  permissions: PostSettingPermissions;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  updated_at: string;
};
export type Pagination = {
  page: number;
  page_size: number;
  /** Number of items */
  total: number;
  /** True when the total was counted only up to a cap. */
  total_capped?: boolean;
  current_page: number;
  last_page: number;
};
export type PostSettingList = {
  data: PostSetting[];
  pagination: Pagination;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type LocalAccountKey = string;
export type PostSettingBody = {
  message: string;
  data: PostSetting;
};
export type PostEditorType = "action" | "offer" | "event";
export type PostSettingInput = {
  local_account_ids: LocalAccountKey[];
  post_type?: PostEditorType;
  summary?: string;
  event_title?: string;
  /** YYYY/MM/DD */
  event_start_date?: string;
  /** HH:mm */
  event_start_time?: string;
  event_end_date?: string;
  event_end_time?: string;
  offer_coupon_code?: string;
  offer_redeem_url?: string;
  offer_terms?: string;
  /** Empty for none. */
  call_to_action_type?:
    "BOOK" | "ORDER" | "SHOP" | "LEARN_MORE" | "SIGN_UP" | "CALL" | "";
  call_to_action_url?: string;
  yahoo_kind?: "NOTICE" | "DAYOFF" | "CAMPAIGN" | "ETC" | "";
  yahoo_title?: string;
  /** YYYY/MM/DD; required for DAYOFF. */
  yahoo_start_date?: string;
  yahoo_end_date?: string;
  /** One photo for the Google posts (JPEG or PNG, 10 KB–5 MB, at least 250×250 px). On update, a new file replaces the stored one. */
  images?: Blob[];
  /** On update */
  remove_image?: boolean;
  /** First publication date */
  schedule_date: string;
  /** HH:mm (Asia/Tokyo). */
  schedule_time: string;
  repeat?: RepeatFrequency;
  /** Last date an occurrence may fall on (YYYY/MM/DD); required unless repeat is 4. */
  repeat_end_date?: string;
};
export type MessageBody = {
  message: string;
};
export type PostApprovalRequest = {
  action: "approve" | "send_back";
  /** Required to send back (shown to the author). */
  comment?: string;
};
export type PostSuspendRequest = {
  /** true suspends a waiting post (0 → 1) */
  suspended: boolean;
};
export type ProviderPostState =
  | ("processing" | "live" | "rejected" | null)
  | ("processing" | "live" | "rejected" | null);
export type PostHistory = {
  id: number;
  /** The occurrence (one post at one scheduled time) this history belongs to; shared by its stores. */
  local_control_queue_id: number;
  /** null for an Instagram crosspost. */
  post_setting_id: number | null;
  /** g_… / y_… */
  local_account_id: string;
  account_title: string;
  provider: ListingProviderName;
  post_type:
    | ("action" | "offer" | "event" | "instagram" | null)
    | ("action" | "offer" | "event" | "instagram" | null);
  yahoo_kind: string | null;
  /** 0 成功 · 1 失敗 · -1 削除済み; null while it is being sent. */
  status: (0 | 1 | -1 | null) | (0 | 1 | -1 | null);
  provider_state: ProviderPostState;
  /** The post on the provider (Google's search URL). */
  link: string | null;
  /** The provider's reason of a failure (or its rejection). */
  error_message: string | null;
  /** The text as sent */
  summary: string;
  /** Event / offer title or Yahoo title. */
  title: string | null;
  image_url: string | null;
  /** Yahoo notices only; null on Google posts. */
  pinned: boolean | null;
  /** A failure that can be sent again (same idempotency key). */
  can_retry: boolean;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  scheduled_at: string;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  posted_at: string | null;
  created_at: string;
};
export type PostHistoryList = {
  data: PostHistory[];
  pagination: Pagination;
};
export type PostHistoryStatus = 0 | 1 | -1;
export type PostHistoryBody = {
  message: string;
  data: PostHistory;
};
export type BulkResultLine = {
  /** The store's key (g_… / y_…). */
  local_account_id: string;
  status: "succeeded" | "failed" | "skipped";
  /** Stable error code of a failed or skipped line. */
  code?: string;
  /** Japanese reason of a failed or skipped line. */
  message?: string;
};
export type BulkResultBody = {
  message: string;
  succeeded: number;
  failed: number;
  skipped: number;
  results: BulkResultLine[];
};
export type YahooPinnedRequest = {
  pinned: boolean;
};
export type PostedGooglePostRequest = {
  summary?: string;
  event_title?: string;
  event_start_date?: string;
  event_start_time?: string;
  event_end_date?: string;
  event_end_time?: string;
  offer_coupon_code?: string;
  offer_redeem_url?: string;
  offer_terms?: string;
  call_to_action_type?:
    "BOOK" | "ORDER" | "SHOP" | "LEARN_MORE" | "SIGN_UP" | "CALL" | "";
  call_to_action_url?: string;
};
export type YahooPostKind = "NOTICE" | "DAYOFF" | "CAMPAIGN" | "ETC";
export type PostedYahooPostRequest = {
  yahoo_kind: YahooPostKind;
  yahoo_title: string;
  summary: string;
  yahoo_start_date?: string;
  yahoo_end_date?: string;
};
export const {
  useListPostSettingsQuery,
  useLazyListPostSettingsQuery,
  useCreatePostSettingMutation,
  useGetPostSettingQuery,
  useLazyGetPostSettingQuery,
  useUpdatePostSettingMutation,
  useDeletePostSettingMutation,
  useDecidePostSettingApprovalMutation,
  useSuspendResumePostSettingMutation,
  useListPostHistoriesQuery,
  useLazyListPostHistoriesQuery,
  useGetPostHistoryQuery,
  useLazyGetPostHistoryQuery,
  useDeletePostHistoryMutation,
  useRetryPostHistoryMutation,
  useDeleteAllPostHistoriesMutation,
  useUpdateYahooPostPinnedMutation,
  useUpdateGooglePostMutation,
  useUpdateYahooPostMutation,
  useGetPostImageQuery,
  useLazyGetPostImageQuery,
} = injectedRtkApi;

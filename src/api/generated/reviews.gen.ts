import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReviews: build.query<ListReviewsApiResponse, ListReviewsApiArg>({
      query: (queryArg) => ({
        url: `/reviews`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          free_word: queryArg.freeWord,
          start_at: queryArg.startAt,
          end_at: queryArg.endAt,
          ratings: queryArg.ratings,
          reply_status: queryArg.replyStatus,
          kind: queryArg.kind,
          provider: queryArg.provider,
          page: queryArg.page,
          page_size: queryArg.pageSize,
          cursor: queryArg.cursor,
        },
      }),
    }),
    replyToReview: build.mutation<
      ReplyToReviewApiResponse,
      ReplyToReviewApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/reply`,
        method: "POST",
        body: queryArg.reviewReplyRequest,
      }),
    }),
    deleteReviewReply: build.mutation<
      DeleteReviewReplyApiResponse,
      DeleteReviewReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/reply`,
        method: "DELETE",
        params: {
          review_id: queryArg.reviewId,
        },
      }),
    }),
    getReplyPrompts: build.query<
      GetReplyPromptsApiResponse,
      GetReplyPromptsApiArg
    >({
      query: () => ({ url: `/reviews/prompts` }),
    }),
    createAutoReply: build.mutation<
      CreateAutoReplyApiResponse,
      CreateAutoReplyApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/create-auto-reply`,
        method: "POST",
        body: queryArg.createAutoReplyRequest,
      }),
    }),
    requestReviewExport: build.mutation<
      RequestReviewExportApiResponse,
      RequestReviewExportApiArg
    >({
      query: (queryArg) => ({
        url: `/reviews/file`,
        method: "POST",
        body: queryArg.reviewExportRequest,
      }),
    }),
    syncReviews: build.mutation<SyncReviewsApiResponse, SyncReviewsApiArg>({
      query: (queryArg) => ({
        url: `/reviews/sync`,
        method: "POST",
        body: queryArg.reviewSyncRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListReviewsApiResponse =
  /** status 200 One page of reviews. */ ReviewList;
export type ListReviewsApiArg = {
  localAccountIds?: LocalAccountKey[];
  freeWord?: string;
  startAt?: string;
  endAt?: string;
  ratings?: number[];
  replyStatus?: "replied" | "unreplied";
  kind?: ReviewKind;
  provider?: ListingProviderName;
  page?: number;
  pageSize?: number;
  cursor?: string;
};
export type ReplyToReviewApiResponse =
  /** status 200 Sent (reply_state replied), or queued when Google asks to wait longer than a few seconds: the review comes back with reply_state sending and reply_error saying it waits (送信待ち), and the reviews.reply job sends the reply with the same key once Google allows. The request never holds for the provider's whole Retry-After. */ ReviewBody;
export type ReplyToReviewApiArg = {
  reviewReplyRequest: ReviewReplyRequest;
};
export type DeleteReviewReplyApiResponse =
  /** status 200 Deleted; the review without its reply. */ ReviewBody;
export type DeleteReviewReplyApiArg = {
  reviewId: number;
};
export type GetReplyPromptsApiResponse =
  /** status 200 Tone presets. */ ReplyPromptsBody;
export type GetReplyPromptsApiArg = void;
export type CreateAutoReplyApiResponse =
  /** status 200 The draft. */ CreateAutoReplyBody;
export type CreateAutoReplyApiArg = {
  createAutoReplyRequest: CreateAutoReplyRequest;
};
export type RequestReviewExportApiResponse =
  /** status 200 Queued. */ ExportAcceptedBody;
export type RequestReviewExportApiArg = {
  reviewExportRequest: ReviewExportRequest;
};
export type SyncReviewsApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type SyncReviewsApiArg = {
  reviewSyncRequest: ReviewSyncRequest;
};
export type LocalAccountKey = string;
export type ReviewProvider = "google" | "yahoo" | "form";
export type ReviewKind = 1 | 2;
export type ReviewReply = {
  comment: string;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  updated_at: string | null;
};
export type ReplyState =
  "none" | "sending" | "replied" | "failed" | "awaiting_approval";
export type ReviewItem = {
  id: number;
  local_account_id: LocalAccountKey;
  store_name: string;
  provider: ReviewProvider;
  kind: ReviewKind;
  reviewer_name: string;
  reviewer_photo_url: string | null;
  is_anonymous: boolean;
  rating: number | null;
  comment: string | null;
  photo_urls: string[];
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  posted_at: string;
  reply: ReviewReply | null;
  reply_state: ReplyState;
  /** Why the last reply attempt failed (reply_state failed), or why a queued reply waits (reply_state sending); Japanese. */
  reply_error: string | null;
  /** False for Yahoo reviews and coupon feedback */
  can_reply: boolean;
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
export type ReviewList = {
  data: ReviewItem[];
  pagination: Pagination;
  /** Opaque keyset cursor of the next page (load more); null on the last page. */
  next_cursor: string | null;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type ListingProviderName = "google" | "yahoo";
export type ReviewBody = {
  message: string;
  data: ReviewItem;
};
export type ReviewReplyRequest = {
  review_id: number;
  comment: string;
  /** Chosen by the client once per reply; a repeated request with the same key applies the reply once. */
  idempotency_key?: string;
};
export type ReplyTone = "polite" | "friendly" | "concise";
export type ReplyPromptsBody = {
  data: {
    tones: {
      value: ReplyTone;
      label: string;
      description: string;
    }[];
    default_tone: ReplyTone;
    max_instruction_length: number;
  };
};
export type CreateAutoReplyBody = {
  data: {
    /** The AI draft; nothing is sent. */
    reply: string;
    model: string;
  };
};
export type CreateAutoReplyRequest = {
  review_id: number;
  tone?: ReplyTone;
  /** Things to mention or avoid, in the operator's words. */
  instructions?: string;
};
export type ExportStatus = "queued" | "running" | "completed" | "failed";
export type ExportAcceptedBody = {
  /** データファイルを作成しています。完了までしばらくお待ちください。 */
  message: string;
  data: {
    id: number;
    status: ExportStatus;
  };
};
export type ReviewExportRequest = {
  format: "xlsx";
  local_account_ids?: LocalAccountKey[];
  free_word?: string;
  start_at?: string;
  end_at?: string;
  ratings?: number[];
  reply_status?: "replied" | "unreplied";
  kind?: ReviewKind;
};
export type MessageBody = {
  message: string;
};
export type ReviewSyncRequest = {
  /** The stores to fetch; omitted, every linked store the actor sees. */
  local_account_ids?: LocalAccountKey[];
};
export const {
  useListReviewsQuery,
  useLazyListReviewsQuery,
  useReplyToReviewMutation,
  useDeleteReviewReplyMutation,
  useGetReplyPromptsQuery,
  useLazyGetReplyPromptsQuery,
  useCreateAutoReplyMutation,
  useRequestReviewExportMutation,
  useSyncReviewsMutation,
} = injectedRtkApi;

import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMediaPosts: build.query<
      ListMediaPostsApiResponse,
      ListMediaPostsApiArg
    >({
      query: (queryArg) => ({
        url: `/media-post`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          status: queryArg.status,
          media_format: queryArg.mediaFormat,
          category: queryArg.category,
          start_at: queryArg.startAt,
          end_at: queryArg.endAt,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createMediaPost: build.mutation<
      CreateMediaPostApiResponse,
      CreateMediaPostApiArg
    >({
      query: (queryArg) => ({
        url: `/media-post`,
        method: "POST",
        body: queryArg.mediaPostCreateRequest,
      }),
    }),
    updateMediaPostStatus: build.mutation<
      UpdateMediaPostStatusApiResponse,
      UpdateMediaPostStatusApiArg
    >({
      query: (queryArg) => ({
        url: `/media-post/update-status/${queryArg.id}`,
        method: "PUT",
        body: queryArg.mediaPostStatusRequest,
      }),
    }),
    getMediaPostThumbnail: build.query<
      GetMediaPostThumbnailApiResponse,
      GetMediaPostThumbnailApiArg
    >({
      query: (queryArg) => ({ url: `/media-post/thumbnails/${queryArg.id}` }),
    }),
    listMediaPostHistories: build.query<
      ListMediaPostHistoriesApiResponse,
      ListMediaPostHistoriesApiArg
    >({
      query: (queryArg) => ({
        url: `/media-post/histories`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          status: queryArg.status,
          media_format: queryArg.mediaFormat,
          category: queryArg.category,
          start_at: queryArg.startAt,
          end_at: queryArg.endAt,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    getMediaPostHistory: build.query<
      GetMediaPostHistoryApiResponse,
      GetMediaPostHistoryApiArg
    >({
      query: (queryArg) => ({ url: `/media-post/histories/${queryArg.id}` }),
    }),
    deleteMediaPostHistory: build.mutation<
      DeleteMediaPostHistoryApiResponse,
      DeleteMediaPostHistoryApiArg
    >({
      query: (queryArg) => ({
        url: `/media-post/histories/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    listGoogleMedia: build.query<
      ListGoogleMediaApiResponse,
      ListGoogleMediaApiArg
    >({
      query: (queryArg) => ({
        url: `/media-post/google-media`,
        params: {
          local_account_id: queryArg.localAccountId,
          page_token: queryArg.pageToken,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListMediaPostsApiResponse =
  /** status 200 One page of media posts. */ MediaPostList;
export type ListMediaPostsApiArg = {
  /** Posts with at least one of these target stores. */
  localAccountIds?: GoogleAccountKey[];
  /** Posts whose overall status is one of these. */
  status?: MediaPostStatus[];
  mediaFormat?: MediaFormat;
  category?: MediaCategory;
  /** Scheduled (or, for immediate posts, created) on or after this day, YYYY/MM/DD (Asia/Tokyo). */
  startAt?: string;
  /** Scheduled (or created) on or before this day, YYYY/MM/DD (Asia/Tokyo). */
  endAt?: string;
  page?: number;
  pageSize?: number;
};
export type CreateMediaPostApiResponse =
  /** status 200 Accepted; the stores are published by the media job (status 0, then 4, then 1 or 2). */ MediaPostBody;
export type CreateMediaPostApiArg = {
  mediaPostCreateRequest: MediaPostCreateRequest;
};
export type UpdateMediaPostStatusApiResponse =
  /** status 200 Cancelled. */ MediaPostBody;
export type UpdateMediaPostStatusApiArg = {
  id: number;
  mediaPostStatusRequest: MediaPostStatusRequest;
};
export type GetMediaPostThumbnailApiResponse =
  /** status 200 The thumbnail. */ Blob;
export type GetMediaPostThumbnailApiArg = {
  id: number;
};
export type ListMediaPostHistoriesApiResponse =
  /** status 200 One page of media post histories. */ MediaPostHistoryList;
export type ListMediaPostHistoriesApiArg = {
  localAccountIds?: GoogleAccountKey[];
  status?: MediaPostStatus[];
  mediaFormat?: MediaFormat;
  category?: MediaCategory;
  /** Posted (or scheduled, while not yet posted) on or after this day, YYYY/MM/DD (Asia/Tokyo). */
  startAt?: string;
  /** Posted (or scheduled) on or before this day, YYYY/MM/DD (Asia/Tokyo). */
  endAt?: string;
  page?: number;
  pageSize?: number;
};
export type GetMediaPostHistoryApiResponse =
  /** status 200 The history. */ MediaPostHistoryBody;
export type GetMediaPostHistoryApiArg = {
  id: number;
};
export type DeleteMediaPostHistoryApiResponse =
  /** status 200 Removed from Google. */ MediaPostHistoryBody;
export type DeleteMediaPostHistoryApiArg = {
  id: number;
};
export type ListGoogleMediaApiResponse =
  /** status 200 One page of the store's media at Google (up to 100). */ GoogleMediaList;
export type ListGoogleMediaApiArg = {
  localAccountId: GoogleAccountKey;
  pageToken?: string;
};
export type MediaFormat = "PHOTO" | "VIDEO";
export type MediaCategory =
  | "COVER"
  | "PROFILE"
  | "LOGO"
  | "EXTERIOR"
  | "INTERIOR"
  | "PRODUCT"
  | "FOOD_AND_DRINK"
  | "MENU"
  | "COMMON_AREA"
  | "ROOMS"
  | "TEAMS"
  | "AT_WORK"
  | "ADDITIONAL";
export type MediaPostStatus = 0 | 1 | 2 | 3 | 4;
export type GoogleAccountKey = string;
export type MediaPostTarget = {
  history_id: number;
  local_account_id: GoogleAccountKey;
  store_name: string;
  status: MediaPostStatus;
  /** The provider's message of a failure (status 2). */
  error_message: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  posted_at: string | null;
  google_url: string | null;
};
export type MediaPost = {
  id: number;
  media_format: MediaFormat;
  category: MediaCategory;
  description: string | null;
  /** Bytes as sent to Google (after re-encoding a photo). */
  file_size: number;
  width: number | null;
  height: number | null;
  /** Length of a video; null for photos. */
  duration_seconds: number | null;
  /** Server-made JPEG (quality 0.75) of a photo, under /api/media-post/thumbnails/{id}; null for videos. */
  thumbnail_url: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo); null: immediately. */
  scheduled_at: string | null;
  status: MediaPostStatus;
  /** Number of target stores in each status. */
  status_counts: {
    waiting: number;
    processing: number;
    posted: number;
    failed: number;
    cancelled: number;
  };
  targets: MediaPostTarget[];
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
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
export type MediaPostList = {
  data: MediaPost[];
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
export type MediaPostBody = {
  message: string;
  data: MediaPost;
};
export type MediaPostCreateRequest = {
  /** One photo (JPEG or PNG, 10 KB–5 MB, at least 250×250 px) or video (MP4 or MOV, 1–30 s, at most 75 MB). The type is read from the bytes: SVG and anything else are refused. Photos are re-encoded (orientation applied, EXIF and other metadata removed) before they are stored. Failures are field errors on `file` with the codes file_required, media_type_unsupported, media_too_small, media_too_large, media_dimensions_too_small, media_too_many_pixels, media_unreadable, video_too_short (動画が短すぎます), video_too_long, video_duration_unknown (the container names no length, e.g. a fragmented recording cut off before its first fragment). */
  file: Blob;
  category: MediaCategory;
  /** Optional description sent with the media item. */
  description?: string;
  /** Target Google stores (linked, visible to the actor); sent as repeated `local_account_ids[]`. */
  local_account_ids: GoogleAccountKey[];
  /** YYYY/MM/DD HH:mm in Asia/Tokyo, in the future and at most one year ahead (field errors otherwise). Absent or empty: published immediately. */
  scheduled_at?: string;
};
export type MediaPostStatusRequest = {
  /** Only 3 (キャンセル) can be set, and only while every target is still 0 (投稿待ち). */
  status: 3;
};
export type MediaPostHistory = {
  id: number;
  media_post_id: number;
  local_account_id: GoogleAccountKey;
  store_name: string;
  media_format: MediaFormat;
  category: MediaCategory;
  description: string | null;
  thumbnail_url: string | null;
  status: MediaPostStatus;
  /** The provider's message of a failure (status 2). */
  error_message: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  scheduled_at: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  posted_at: string | null;
  /** The media item's URL at Google once posted. */
  google_url: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo): removed from Google through the console. */
  deleted_at: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
};
export type MediaPostHistoryList = {
  data: MediaPostHistory[];
  pagination: Pagination;
};
export type MediaPostHistoryBody = {
  message: string;
  data: MediaPostHistory;
};
export type GoogleMediaItem = {
  /** Google's resource name of the media item. */
  name: string;
  media_format: MediaFormat;
  category: string | null;
  google_url: string | null;
  thumbnail_url: string | null;
  description: string | null;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string | null;
};
export type GoogleMediaList = {
  data: GoogleMediaItem[];
  next_page_token: string | null;
};
export const {
  useListMediaPostsQuery,
  useLazyListMediaPostsQuery,
  useCreateMediaPostMutation,
  useUpdateMediaPostStatusMutation,
  useGetMediaPostThumbnailQuery,
  useLazyGetMediaPostThumbnailQuery,
  useListMediaPostHistoriesQuery,
  useLazyListMediaPostHistoriesQuery,
  useGetMediaPostHistoryQuery,
  useLazyGetMediaPostHistoryQuery,
  useDeleteMediaPostHistoryMutation,
  useListGoogleMediaQuery,
  useLazyListGoogleMediaQuery,
} = injectedRtkApi;

import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listReplyManuscripts: build.query<
      ListReplyManuscriptsApiResponse,
      ListReplyManuscriptsApiArg
    >({
      query: (queryArg) => ({
        url: `/reply-manuscripts`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createReplyManuscript: build.mutation<
      CreateReplyManuscriptApiResponse,
      CreateReplyManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/reply-manuscripts`,
        method: "POST",
        body: queryArg.replyManuscriptRequest,
      }),
    }),
    updateReplyManuscript: build.mutation<
      UpdateReplyManuscriptApiResponse,
      UpdateReplyManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/reply-manuscripts/${queryArg.id}`,
        method: "PUT",
        body: queryArg.replyManuscriptRequest,
      }),
    }),
    deleteReplyManuscript: build.mutation<
      DeleteReplyManuscriptApiResponse,
      DeleteReplyManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/reply-manuscripts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListReplyManuscriptsApiResponse =
  /** status 200 One page of templates. */ ReplyManuscriptList;
export type ListReplyManuscriptsApiArg = {
  page?: number;
  pageSize?: number;
};
export type CreateReplyManuscriptApiResponse =
  /** status 200 Created. */ ReplyManuscriptBody;
export type CreateReplyManuscriptApiArg = {
  replyManuscriptRequest: ReplyManuscriptRequest;
};
export type UpdateReplyManuscriptApiResponse =
  /** status 200 Saved. */ ReplyManuscriptBody;
export type UpdateReplyManuscriptApiArg = {
  id: number;
  replyManuscriptRequest: ReplyManuscriptRequest;
};
export type DeleteReplyManuscriptApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeleteReplyManuscriptApiArg = {
  id: number;
};
export type ReplyManuscript = {
  id: number;
  title: string;
  /** Reply text; placeholders {投稿者名} {店舗名} {評価} are filled in the reply box. */
  body: string;
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
export type ReplyManuscriptList = {
  data: ReplyManuscript[];
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
export type ReplyManuscriptBody = {
  message: string;
  data: ReplyManuscript;
};
export type ReplyManuscriptRequest = {
  title: string;
  body: string;
};
export type MessageBody = {
  message: string;
};
export const {
  useListReplyManuscriptsQuery,
  useLazyListReplyManuscriptsQuery,
  useCreateReplyManuscriptMutation,
  useUpdateReplyManuscriptMutation,
  useDeleteReplyManuscriptMutation,
} = injectedRtkApi;

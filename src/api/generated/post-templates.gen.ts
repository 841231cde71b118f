import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPostManuscripts: build.query<
      ListPostManuscriptsApiResponse,
      ListPostManuscriptsApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-manuscripts`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createPostManuscript: build.mutation<
      CreatePostManuscriptApiResponse,
      CreatePostManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-manuscripts`,
        method: "POST",
        body: queryArg.postManuscriptRequest,
      }),
    }),
    getPostManuscript: build.query<
      GetPostManuscriptApiResponse,
      GetPostManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-manuscripts/${queryArg.id}`,
      }),
    }),
    updatePostManuscript: build.mutation<
      UpdatePostManuscriptApiResponse,
      UpdatePostManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-manuscripts/${queryArg.id}`,
        method: "PUT",
        body: queryArg.postManuscriptRequest,
      }),
    }),
    deletePostManuscript: build.mutation<
      DeletePostManuscriptApiResponse,
      DeletePostManuscriptApiArg
    >({
      query: (queryArg) => ({
        url: `/post-management/post-manuscripts/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListPostManuscriptsApiResponse =
  /** status 200 One page of post templates. */ PostManuscriptList;
export type ListPostManuscriptsApiArg = {
  page?: number;
  pageSize?: number;
};
export type CreatePostManuscriptApiResponse =
  /** status 200 Created. */ PostManuscriptBody;
export type CreatePostManuscriptApiArg = {
  postManuscriptRequest: PostManuscriptRequest;
};
export type GetPostManuscriptApiResponse =
  /** status 200 The template. */ PostManuscriptDetail;
export type GetPostManuscriptApiArg = {
  id: number;
};
export type UpdatePostManuscriptApiResponse =
  /** status 200 Saved. */ PostManuscriptBody;
export type UpdatePostManuscriptApiArg = {
  id: number;
  postManuscriptRequest: PostManuscriptRequest;
};
export type DeletePostManuscriptApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeletePostManuscriptApiArg = {
  id: number;
};
export type PostManuscriptType = "action" | "offer" | "event";
export type PostManuscript = {
  id: number;
  title: string;
  post_type: PostManuscriptType;
  /** The post text. It may hold the post placeholders (business account, year, month, day, week, hour, minute), which are filled in per store and publication time when a post is built from it. */
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
export type PostManuscriptList = {
  data: PostManuscript[];
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
export type PostManuscriptBody = {
  message: string;
  data: PostManuscript;
};
export type PostManuscriptRequest = {
  title: string;
  post_type: PostManuscriptType;
  /** Google's limit on a post summary. */
  body: string;
};
export type PostManuscriptDetail = {
  data: PostManuscript;
};
export type MessageBody = {
  message: string;
};
export const {
  useListPostManuscriptsQuery,
  useLazyListPostManuscriptsQuery,
  useCreatePostManuscriptMutation,
  useGetPostManuscriptQuery,
  useLazyGetPostManuscriptQuery,
  useUpdatePostManuscriptMutation,
  useDeletePostManuscriptMutation,
} = injectedRtkApi;

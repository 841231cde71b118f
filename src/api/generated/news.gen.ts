import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listNews: build.query<ListNewsApiResponse, ListNewsApiArg>({
      query: (queryArg) => ({
        url: `/news`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
          category: queryArg.category,
        },
      }),
    }),
    getNewsDetail: build.query<GetNewsDetailApiResponse, GetNewsDetailApiArg>({
      query: (queryArg) => ({ url: `/news/detail/${queryArg.id}` }),
    }),
    getNewsInfoFlg: build.query<
      GetNewsInfoFlgApiResponse,
      GetNewsInfoFlgApiArg
    >({
      query: () => ({ url: `/news/info-flg` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListNewsApiResponse = /** status 200 One page of news. */ NewsList;
export type ListNewsApiArg = {
  page?: number;
  pageSize?: number;
  category?: NewsCategory;
};
export type GetNewsDetailApiResponse =
  /** status 200 The item. */ NewsDetailBody;
export type GetNewsDetailApiArg = {
  id: number;
};
export type GetNewsInfoFlgApiResponse =
  /** status 200 The unread state. */ NewsInfoFlgBody;
export type GetNewsInfoFlgApiArg = void;
export type NewsCategory = 1 | 2 | 3;
export type NewsItem = {
  id: number;
  category: NewsCategory;
  title: string;
  /** YYYY/MM/DD (Asia/Tokyo) */
  published_at: string;
  is_read: boolean;
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
export type NewsList = {
  data: NewsItem[];
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
export type NewsDetail = NewsItem & {
  /** Plain text; line breaks are kept. */
  body: string;
};
export type NewsDetailBody = {
  data: NewsDetail;
};
export type NewsInfoFlgBody = {
  data: {
    has_unread: boolean;
    unread_count: number;
  };
};
export const {
  useListNewsQuery,
  useLazyListNewsQuery,
  useGetNewsDetailQuery,
  useLazyGetNewsDetailQuery,
  useGetNewsInfoFlgQuery,
  useLazyGetNewsInfoFlgQuery,
} = injectedRtkApi;

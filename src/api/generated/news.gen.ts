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
export type ListNewsApiResponse = /** status 200 One page of news. */ {
  data: {
    id: number;
    category: Schema;
    title: string;
    /** YYYY/MM/DD (Asia/Tokyo) */
    published_at: string;
    is_read: boolean;
  }[];
  pagination: {
    page: number;
    page_size: number;
    /** Number of items */
    total: number;
    /** True when the total was counted only up to a cap. */
    total_capped?: boolean;
    current_page: number;
    last_page: number;
  };
};
export type ListNewsApiArg = {
  page?: number;
  pageSize?: number;
  category?: 1 | 2 | 3;
};
export type GetNewsDetailApiResponse = /** status 200 The item. */ {
  data: Items & {
    /** Plain text; line breaks are kept. */
    body: string;
  };
};
export type GetNewsDetailApiArg = {
  id: number;
};
export type GetNewsInfoFlgApiResponse = /** status 200 The unread state. */ {
  data: {
    has_unread: boolean;
    unread_count: number;
  };
};
export type GetNewsInfoFlgApiArg = void;
export type Schema = 1 | 2 | 3;
export type Items = {
  id: number;
  category: Schema;
  title: string;
  /** YYYY/MM/DD (Asia/Tokyo) */
  published_at: string;
  is_read: boolean;
};
export const {
  useListNewsQuery,
  useLazyListNewsQuery,
  useGetNewsDetailQuery,
  useLazyGetNewsDetailQuery,
  useGetNewsInfoFlgQuery,
  useLazyGetNewsInfoFlgQuery,
} = injectedRtkApi;

import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMapWidgets: build.query<
      ListMapWidgetsApiResponse,
      ListMapWidgetsApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/widgets`,
        params: {
          kind: queryArg.kind,
        },
      }),
    }),
    listMapWidgetItems: build.query<
      ListMapWidgetItemsApiResponse,
      ListMapWidgetItemsApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/items`,
        params: {
          kind: queryArg.kind,
          local_account_ids: queryArg.localAccountIds,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createMapReviewWidget: build.mutation<
      CreateMapReviewWidgetApiResponse,
      CreateMapReviewWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/reviews`,
        method: "POST",
        body: queryArg.mapReviewWidgetSettings,
      }),
    }),
    getMapReviewWidget: build.query<
      GetMapReviewWidgetApiResponse,
      GetMapReviewWidgetApiArg
    >({
      query: (queryArg) => ({ url: `/map-tool/reviews/${queryArg.id}` }),
    }),
    updateMapReviewWidget: build.mutation<
      UpdateMapReviewWidgetApiResponse,
      UpdateMapReviewWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/reviews/${queryArg.id}`,
        method: "PUT",
        body: queryArg.mapReviewWidgetSettings,
      }),
    }),
    deleteMapReviewWidget: build.mutation<
      DeleteMapReviewWidgetApiResponse,
      DeleteMapReviewWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/reviews/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    createMapPostWidget: build.mutation<
      CreateMapPostWidgetApiResponse,
      CreateMapPostWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/post-settings`,
        method: "POST",
        body: queryArg.mapPostWidgetSettings,
      }),
    }),
    getMapPostWidget: build.query<
      GetMapPostWidgetApiResponse,
      GetMapPostWidgetApiArg
    >({
      query: (queryArg) => ({ url: `/map-tool/post-settings/${queryArg.id}` }),
    }),
    updateMapPostWidget: build.mutation<
      UpdateMapPostWidgetApiResponse,
      UpdateMapPostWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/post-settings/${queryArg.id}`,
        method: "PUT",
        body: queryArg.mapPostWidgetSettings,
      }),
    }),
    deleteMapPostWidget: build.mutation<
      DeleteMapPostWidgetApiResponse,
      DeleteMapPostWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/post-settings/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    createMapPictureWidget: build.mutation<
      CreateMapPictureWidgetApiResponse,
      CreateMapPictureWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/picture-settings`,
        method: "POST",
        body: queryArg.mapPictureWidgetSettings,
      }),
    }),
    getMapPictureWidget: build.query<
      GetMapPictureWidgetApiResponse,
      GetMapPictureWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/picture-settings/${queryArg.id}`,
      }),
    }),
    updateMapPictureWidget: build.mutation<
      UpdateMapPictureWidgetApiResponse,
      UpdateMapPictureWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/picture-settings/${queryArg.id}`,
        method: "PUT",
        body: queryArg.mapPictureWidgetSettings,
      }),
    }),
    deleteMapPictureWidget: build.mutation<
      DeleteMapPictureWidgetApiResponse,
      DeleteMapPictureWidgetApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/picture-settings/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
    updateMapReviewVisibility: build.mutation<
      UpdateMapReviewVisibilityApiResponse,
      UpdateMapReviewVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/review-status/${queryArg.reviewId}`,
        method: "PUT",
        body: queryArg.mapVisibleRequest,
      }),
    }),
    updateMapPostVisibility: build.mutation<
      UpdateMapPostVisibilityApiResponse,
      UpdateMapPostVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/post-display/${queryArg.postId}`,
        method: "PUT",
        body: queryArg.mapVisibleRequest,
      }),
    }),
    updateMapPictureVisibility: build.mutation<
      UpdateMapPictureVisibilityApiResponse,
      UpdateMapPictureVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/map-tool/picture-status/${queryArg.mediaId}`,
        method: "PUT",
        body: queryArg.mapVisibleRequest,
      }),
    }),
    getPublicWidget: build.query<
      GetPublicWidgetApiResponse,
      GetPublicWidgetApiArg
    >({
      query: (queryArg) => ({ url: `/preview/widgets/${queryArg.publicId}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListMapWidgetsApiResponse =
  /** status 200 The widgets. */ MapWidgetList;
export type ListMapWidgetsApiArg = {
  kind?: MapWidgetKind;
};
export type ListMapWidgetItemsApiResponse =
  /** status 200 One page of items. */ MapWidgetItemList;
export type ListMapWidgetItemsApiArg = {
  kind: MapWidgetKind;
  localAccountIds: GoogleAccountKey[];
  page?: number;
  pageSize?: number;
};
export type CreateMapReviewWidgetApiResponse =
  /** status 200 Created. */ MapWidgetBody;
export type CreateMapReviewWidgetApiArg = {
  mapReviewWidgetSettings: MapReviewWidgetSettings;
};
export type GetMapReviewWidgetApiResponse =
  /** status 200 The widget. */ MapWidgetBody;
export type GetMapReviewWidgetApiArg = {
  /** The review widget id. */
  id: number;
};
export type UpdateMapReviewWidgetApiResponse =
  /** status 200 Saved. */ MapWidgetBody;
export type UpdateMapReviewWidgetApiArg = {
  /** The review widget id. */
  id: number;
  mapReviewWidgetSettings: MapReviewWidgetSettings;
};
export type DeleteMapReviewWidgetApiResponse =
  /** status 200 Deleted. */ MessageBody;
export type DeleteMapReviewWidgetApiArg = {
  /** The review widget id. */
  id: number;
};
export type CreateMapPostWidgetApiResponse =
  /** status 200 Created. */ MapWidgetBody;
export type CreateMapPostWidgetApiArg = {
  mapPostWidgetSettings: MapPostWidgetSettings;
};
export type GetMapPostWidgetApiResponse =
  /** status 200 The widget. */ MapWidgetBody;
export type GetMapPostWidgetApiArg = {
  /** The post widget id. */
  id: number;
};
export type UpdateMapPostWidgetApiResponse =
  /** status 200 Saved. */ MapWidgetBody;
export type UpdateMapPostWidgetApiArg = {
  /** The post widget id. */
  id: number;
  mapPostWidgetSettings: MapPostWidgetSettings;
};
export type DeleteMapPostWidgetApiResponse =
  /** status 200 Deleted. */ MessageBody;
export type DeleteMapPostWidgetApiArg = {
  /** The post widget id. */
  id: number;
};
export type CreateMapPictureWidgetApiResponse =
  /** status 200 Created. */ MapWidgetBody;
export type CreateMapPictureWidgetApiArg = {
  mapPictureWidgetSettings: MapPictureWidgetSettings;
};
export type GetMapPictureWidgetApiResponse =
  /** status 200 The widget. */ MapWidgetBody;
export type GetMapPictureWidgetApiArg = {
  /** The photo widget id. */
  id: number;
};
export type UpdateMapPictureWidgetApiResponse =
  /** status 200 Saved. */ MapWidgetBody;
export type UpdateMapPictureWidgetApiArg = {
  /** The photo widget id. */
  id: number;
  mapPictureWidgetSettings: MapPictureWidgetSettings;
};
export type DeleteMapPictureWidgetApiResponse =
  /** status 200 Deleted. */ MessageBody;
export type DeleteMapPictureWidgetApiArg = {
  /** The photo widget id. */
  id: number;
};
export type UpdateMapReviewVisibilityApiResponse =
  /** status 200 Saved. */ MapVisibleBody;
export type UpdateMapReviewVisibilityApiArg = {
  /** The review id. */
  reviewId: number;
  mapVisibleRequest: MapVisibleRequest;
};
export type UpdateMapPostVisibilityApiResponse =
  /** status 200 Saved. */ MapVisibleBody;
export type UpdateMapPostVisibilityApiArg = {
  /** The post id. */
  postId: number;
  mapVisibleRequest: MapVisibleRequest;
};
export type UpdateMapPictureVisibilityApiResponse =
  /** status 200 Saved. */ MapVisibleBody;
export type UpdateMapPictureVisibilityApiArg = {
  /** The picture id. */
  mediaId: number;
  mapVisibleRequest: MapVisibleRequest;
};
export type GetPublicWidgetApiResponse =
  /** status 200 The widget's content. */ PublicWidget;
export type GetPublicWidgetApiArg = {
  publicId: string;
};
export type MapWidgetKind = "review" | "post" | "picture";
export type MapWidget = {
  id: number;
  /** The random id the embed uses; it reveals nothing but what the widget shows. */
  public_id: string;
  kind: MapWidgetKind;
  name: string;
  /** The settings of the widget's kind (MapReviewWidgetSettings, MapPostWidgetSettings or MapPictureWidgetSettings). */
  settings: {
    [key: string]: any;
  };
  /** The HTML to paste into a page where the widget should appear. */
  snippet: string;
  created_at: string;
  updated_at: string;
};
export type MapWidgetList = {
  data: MapWidget[];
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type MapWidgetItem = {
  /** The review_id, post_id or media_id the visible flag is set by. */
  id: number;
  /** For reviews: 1 Google口コミ · 2 クーポン発行口コミ; 1 otherwise. */
  kind: 1 | 2;
  store_name: string;
  rating: number | null;
  text: string;
  author: string;
  /** ISO date-time. */
  date: string;
  photos: string[];
  visible: boolean;
};
export type MapWidgetItemList = {
  total: number;
  data: MapWidgetItem[];
};
export type GoogleAccountKey = string;
export type MapWidgetBody = {
  message?: string;
  data: MapWidget;
};
export type MapWidgetColor = string;
export type MapWidgetCommonSettings = {
  /** The widget's name in the console (never shown on the widget). */
  name: string;
  /** The Google stores whose items the widget shows. */
  accounts: GoogleAccountKey[];
  /** 1 ライト · 2 ダーク. */
  theme: 1 | 2;
  /** gothic ゴシック体 · mincho 明朝体 · rounded 丸ゴシック体. */
  font_family: "gothic" | "mincho" | "rounded";
  /** Show the title bar. */
  title_disp: boolean;
  /** The title bar's text (empty = the store's name). */
  title: string;
  title_font_size: number;
  title_color: MapWidgetColor;
  title_bgcolor: MapWidgetColor;
  /** Extra CSS for the widget, applied inside its shadow root. Saved as sent and filtered again whenever it is served: @import, url() to another host, expression(), behaviours, bindings and markup are dropped. */
  customcss: string;
  /** At most this many items are shown. */
  dispnum: number;
  /** The widget's own labels. 1 日本語 · 2 英語 · 3 日本語・英語. */
  language: 1 | 2 | 3;
};
export type MapReviewWidgetSettings = MapWidgetCommonSettings & {
  /** 1 カード (a slider of cards) · 2 付箋 (a wall of notes, paged). */
  layout: 1 | 2;
  /** 1 テキスト＋写真 · 2 写真のみ · 3 テキストのみ. */
  item_disp: 1 | 2 | 3;
  /** The widget's width in px; 0 = the width of its container. */
  review_width: number;
  padding_size: number;
  star_color: MapWidgetColor;
  headerparts_color: MapWidgetColor;
  /** Reviews with text come before rating-only reviews. */
  textreview_top: boolean;
  /** Notes per page (layout 2); 0 = all on one page. */
  perpage: number;
  /** Reviews below this rating are not shown. */
  rating_min: number;
  /** Higher ratings first (before the order below). */
  rating_desc: boolean;
  /** 1 古い順 · 2 新しい順 · 3 ランダム. */
  order: 1 | 2 | 3;
  /** Space- or comma-separated words; when set, a review must contain one of them. */
  keywords: string;
  /** Space- or comma-separated words; a review containing one is not shown. */
  keywords_not: string;
  /** Show the average rating and the number of reviews. */
  estimate: boolean;
  /** Show each review's date. */
  review_date: boolean;
  /** Show the reviewer's name. */
  account_name: boolean;
  /** Seconds between slides (layout 1); 0 = no autoplay. */
  autoplay_interval: number;
  /** Cards side by side (layout 1). */
  slider_num: 1 | 3 | 5;
};
export type MessageBody = {
  message: string;
};
export type MapPostWidgetSettings = MapWidgetCommonSettings & {
  /** Show each post's date. */
  post_date: boolean;
  /** Posts per page; 0 = all on one page. */
  perpage: number;
};
export type MapPictureWidgetSettings = MapWidgetCommonSettings & {
  /** 1 ギャラリー · 2 スライダー. */
  display: 1 | 2;
  /** Seconds between slides (slider); 0 = no autoplay. */
  autoplay_interval: number;
  /** Photos side by side (slider). */
  slider_num: 1 | 3 | 5;
};
export type MapVisibleBody = {
  message: string;
  data: {
    id: number;
    visible: boolean;
  };
};
export type MapVisibleRequest = {
  /** false hides the item from every widget of the company. */
  visible: boolean;
};
export type PublicWidgetItem = {
  rating: number | null;
  text: string;
  /** Empty when the widget does not show names. */
  author: string;
  /** YYYY-MM-DD (Asia/Tokyo); empty when the widget does not show dates. */
  date: string;
  photos: string[];
};
export type PublicWidget = {
  kind: MapWidgetKind;
  /** The display settings only (no stores, keywords or names of the console). */
  settings: {
    [key: string]: any;
  };
  /** The filtered custom CSS. */
  css: string;
  title: string;
  summary: {
    average: number;
    count: number;
  } | null;
  items: PublicWidgetItem[];
};
export const {
  useListMapWidgetsQuery,
  useLazyListMapWidgetsQuery,
  useListMapWidgetItemsQuery,
  useLazyListMapWidgetItemsQuery,
  useCreateMapReviewWidgetMutation,
  useGetMapReviewWidgetQuery,
  useLazyGetMapReviewWidgetQuery,
  useUpdateMapReviewWidgetMutation,
  useDeleteMapReviewWidgetMutation,
  useCreateMapPostWidgetMutation,
  useGetMapPostWidgetQuery,
  useLazyGetMapPostWidgetQuery,
  useUpdateMapPostWidgetMutation,
  useDeleteMapPostWidgetMutation,
  useCreateMapPictureWidgetMutation,
  useGetMapPictureWidgetQuery,
  useLazyGetMapPictureWidgetQuery,
  useUpdateMapPictureWidgetMutation,
  useDeleteMapPictureWidgetMutation,
  useUpdateMapReviewVisibilityMutation,
  useUpdateMapPostVisibilityMutation,
  useUpdateMapPictureVisibilityMutation,
  useGetPublicWidgetQuery,
  useLazyGetPublicWidgetQuery,
} = injectedRtkApi;

import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCouponReviews: build.query<
      ListCouponReviewsApiResponse,
      ListCouponReviewsApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews`,
        params: {
          local_account_ids: queryArg.localAccountIds,
          start_at: queryArg.startAt,
          end_at: queryArg.endAt,
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    createCouponCampaign: build.mutation<
      CreateCouponCampaignApiResponse,
      CreateCouponCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews`,
        method: "POST",
        body: queryArg.couponCampaignCreateRequest,
      }),
    }),
    listCouponCampaigns: build.query<
      ListCouponCampaignsApiResponse,
      ListCouponCampaignsApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews/campaigns`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
        },
      }),
    }),
    updateCouponReviewFlag: build.mutation<
      UpdateCouponReviewFlagApiResponse,
      UpdateCouponReviewFlagApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews/flag`,
        method: "PUT",
        body: queryArg.couponFlagRequest,
      }),
    }),
    updateCouponCampaign: build.mutation<
      UpdateCouponCampaignApiResponse,
      UpdateCouponCampaignApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews/${queryArg.id}`,
        method: "PUT",
        body: queryArg.couponCampaignInput,
      }),
    }),
    requestCouponReviewExport: build.mutation<
      RequestCouponReviewExportApiResponse,
      RequestCouponReviewExportApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews/file`,
        method: "POST",
        body: queryArg.couponReviewExportRequest,
      }),
    }),
    updateCouponReviewMapVisibility: build.mutation<
      UpdateCouponReviewMapVisibilityApiResponse,
      UpdateCouponReviewMapVisibilityApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-reviews/update-mapreview/${queryArg.id}`,
        method: "PUT",
        body: queryArg.couponMapReviewRequest,
      }),
    }),
    getCouponReviewPage: build.query<
      GetCouponReviewPageApiResponse,
      GetCouponReviewPageApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-review-page`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
    submitCouponReview: build.mutation<
      SubmitCouponReviewApiResponse,
      SubmitCouponReviewApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon-review-page`,
        method: "POST",
        body: queryArg.couponReviewSubmitRequest,
      }),
    }),
    getIssuedCoupon: build.query<
      GetIssuedCouponApiResponse,
      GetIssuedCouponApiArg
    >({
      query: (queryArg) => ({
        url: `/coupon`,
        params: {
          token: queryArg.token,
        },
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListCouponReviewsApiResponse =
  /** status 200 One page of feedback. */ CouponFeedbackList;
export type ListCouponReviewsApiArg = {
  localAccountIds?: GoogleAccountKey[];
  startAt?: string;
  endAt?: string;
  page?: number;
  pageSize?: number;
};
export type CreateCouponCampaignApiResponse =
  /** status 200 Created (flag off until switched on). */ CouponCampaignBody;
export type CreateCouponCampaignApiArg = {
  couponCampaignCreateRequest: CouponCampaignCreateRequest;
};
export type ListCouponCampaignsApiResponse =
  /** status 200 One page of campaigns. */ CouponCampaignList;
export type ListCouponCampaignsApiArg = {
  page?: number;
  pageSize?: number;
};
export type UpdateCouponReviewFlagApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UpdateCouponReviewFlagApiArg = {
  couponFlagRequest: CouponFlagRequest;
};
export type UpdateCouponCampaignApiResponse =
  /** status 200 Saved. */ CouponCampaignBody;
export type UpdateCouponCampaignApiArg = {
  /** The coupon (campaign) id. */
  id: number;
  couponCampaignInput: CouponCampaignInput;
};
export type RequestCouponReviewExportApiResponse =
  /** status 200 Queued. */ ExportAcceptedBody;
export type RequestCouponReviewExportApiArg = {
  couponReviewExportRequest: CouponReviewExportRequest;
};
export type UpdateCouponReviewMapVisibilityApiResponse =
  /** status 200 Saved. */ CouponFeedbackBody;
export type UpdateCouponReviewMapVisibilityApiArg = {
  /** The coupon issue id of the feedback. */
  id: number;
  couponMapReviewRequest: CouponMapReviewRequest;
};
export type GetCouponReviewPageApiResponse =
  /** status 200 The page texts. */ CouponReviewPageBody;
export type GetCouponReviewPageApiArg = {
  token: string;
};
export type SubmitCouponReviewApiResponse =
  /** status 200 Received; the coupon token. */ CouponReviewSubmitBody;
export type SubmitCouponReviewApiArg = {
  couponReviewSubmitRequest: CouponReviewSubmitRequest;
};
export type GetIssuedCouponApiResponse =
  /** status 200 The coupon. */ IssuedCouponBody;
export type GetIssuedCouponApiArg = {
  token: string;
};
export type GoogleAccountKey = string;
export type CouponFeedback = {
  /** The coupon issue id (update-mapreview takes it). */
  id: number;
  review_id: number;
  coupon_id: number;
  local_account_id: GoogleAccountKey;
  store_name: string;
  reviewer_name: string;
  rating: number | null;
  comment: string | null;
  posted_at: string;
  coupon_code: string;
  visible_on_map: boolean;
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
export type CouponFeedbackList = {
  data: CouponFeedback[];
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
export type CouponCampaignInput = {
  coupon_title: string;
  coupon_content: string;
  coupon_terms: string;
  /** YYYY/MM/DD; null from now. */
  valid_from: string | null;
  /** YYYY/MM/DD; null without end. */
  valid_until: string | null;
  /** Days an issued coupon stays usable. */
  valid_days: number | null;
  page_title: string;
  page_message: string;
  thanks_message: string;
};
export type CouponCampaign = CouponCampaignInput & {
  coupon_id: number;
  local_account_id: GoogleAccountKey;
  store_name: string;
  /** The store's coupon review flag (the public page accepts feedback only when on). */
  enabled: boolean;
  /** /coupon-review?token=… */
  public_url: string;
  feedback_count: number;
  updated_at: string;
};
export type CouponCampaignBody = {
  message: string;
  data: CouponCampaign;
};
export type LocalAccountKey = string;
export type CouponCampaignCreateRequest = {
  local_account_id: LocalAccountKey;
  coupon_title: string;
  coupon_content: string;
  coupon_terms: string;
  /** YYYY/MM/DD; null from now. */
  valid_from: string | null;
  /** YYYY/MM/DD; null without end. */
  valid_until: string | null;
  /** Days an issued coupon stays usable. */
  valid_days: number | null;
  page_title: string;
  page_message: string;
  thanks_message: string;
};
export type CouponCampaignList = {
  data: CouponCampaign[];
  pagination: Pagination;
};
export type MessageBody = {
  message: string;
};
export type CouponFlagRequest = {
  coupon_ids: number[];
  enabled: boolean;
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
export type CouponReviewExportRequest = {
  format: "xlsx";
  local_account_ids?: GoogleAccountKey[];
  start_at?: string;
  end_at?: string;
};
export type CouponFeedbackBody = {
  message: string;
  data: CouponFeedback;
};
export type CouponMapReviewRequest = {
  visible: boolean;
};
export type CouponReviewPageBody = {
  data: {
    store_name: string;
    page_title: string;
    page_message: string;
    coupon_title: string;
    coupon_content: string;
    /** False when the flag is off or the campaign is outside its validity. */
    accepting: boolean;
  };
};
export type CouponReviewSubmitBody = {
  message: string;
  data: {
    /** Opens /coupon?token=… */
    coupon_token: string;
    thanks_message: string;
  };
};
export type CouponReviewSubmitRequest = {
  token: string;
  nickname?: string;
  rating: number;
  comment: string;
};
export type IssuedCouponBody = {
  data: {
    store_name: string;
    coupon_title: string;
    coupon_content: string;
    coupon_terms: string;
    coupon_code: string;
    /** YYYY/MM/DD */
    valid_until: string | null;
    issued_at: string;
  };
};
export const {
  useListCouponReviewsQuery,
  useLazyListCouponReviewsQuery,
  useCreateCouponCampaignMutation,
  useListCouponCampaignsQuery,
  useLazyListCouponCampaignsQuery,
  useUpdateCouponReviewFlagMutation,
  useUpdateCouponCampaignMutation,
  useRequestCouponReviewExportMutation,
  useUpdateCouponReviewMapVisibilityMutation,
  useGetCouponReviewPageQuery,
  useLazyGetCouponReviewPageQuery,
  useSubmitCouponReviewMutation,
  useGetIssuedCouponQuery,
  useLazyGetIssuedCouponQuery,
} = injectedRtkApi;

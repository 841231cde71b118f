import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<GetUserInfoApiResponse, GetUserInfoApiArg>({
      query: () => ({ url: `/users/info` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type GetUserInfoApiResponse =
  /** status 200 The signed-in user and whether a Yahoo token needs renewing. */ {
    data: {
      y_is_expired: boolean;
      /** Where to renew the Yahoo link when expired. */
      url: string | null;
      message: string | null;
    };
    /** The signed-in user, spelt `user_infomation` as the original contract spells it. */
    user_infomation: {
      disp_user_id: string;
      /** normal 通常ユーザー · store 店舗ユーザー · support 運営サポート */
      user_type: "normal" | "store" | "support";
      is_impersonate: boolean;
      ownership: Ownership;
      /** URL of the user's custom logo. */
      logo: string | null;
      corporate_name: string;
      user_name: string;
      contracted_contents: {
        has_ranking_contract: boolean;
        has_review_contract: boolean;
        meo_analytics_flag: boolean;
        meo_analytics_with_measure_flag: boolean;
        has_y_ranking_contract: boolean;
        y_meo_analytics_flag: boolean;
        y_meo_analytics_with_measure_flag: boolean;
      };
      /** True for the display user ids configured for link management. */
      can_manage_links: boolean;
    };
  };
export type GetUserInfoApiArg = void;
export type Ownership = "allgrow" | "partner";
export const { useGetUserInfoQuery, useLazyGetUserInfoQuery } = injectedRtkApi;

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
  /** status 200 The signed-in user and whether a Yahoo token needs renewing. */ UserInfoBody;
export type GetUserInfoApiArg = void;
export type UserType = "normal" | "store" | "support";
export type Ownership = "allgrow" | "partner";
export type ContractedContents = {
  has_ranking_contract: boolean;
  has_review_contract: boolean;
  meo_analytics_flag: boolean;
  meo_analytics_with_measure_flag: boolean;
  has_y_ranking_contract: boolean;
  y_meo_analytics_flag: boolean;
  y_meo_analytics_with_measure_flag: boolean;
};
export type UserInfomation = {
  disp_user_id: string;
  user_type: UserType;
  is_impersonate: boolean;
  ownership: Ownership;
  /** URL of the user's custom logo. */
  logo: string | null;
  corporate_name: string;
  user_name: string;
  contracted_contents: ContractedContents;
  /** True for the display user ids configured for link management. */
  can_manage_links: boolean;
  /** The display name of the support person acting as this user; present only while is_impersonate is true. */
  impersonated_by?: string | null;
};
export type UserInfoBody = {
  data: {
    y_is_expired: boolean;
    /** Where to renew the Yahoo link when expired. */
    url: string | null;
    message: string | null;
  };
  user_infomation: UserInfomation;
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export const { useGetUserInfoQuery, useLazyGetUserInfoQuery } = injectedRtkApi;

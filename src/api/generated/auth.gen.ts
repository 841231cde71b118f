import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/login`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
      query: () => ({ url: `/logout`, method: "POST" }),
    }),
    passwordReissue: build.mutation<
      PasswordReissueApiResponse,
      PasswordReissueApiArg
    >({
      query: (queryArg) => ({
        url: `/password-reissue`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    createImpersonationLink: build.mutation<
      CreateImpersonationLinkApiResponse,
      CreateImpersonationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/impersonate`,
        method: "POST",
        body: queryArg.body,
      }),
    }),
    exchangeImpersonationLink: build.mutation<
      ExchangeImpersonationLinkApiResponse,
      ExchangeImpersonationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/impersonate/${queryArg.token}`,
        method: "POST",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type LoginApiResponse =
  /** status 200 Signed in; also sets the access_token cookie. */ {
    message: string;
    data: {
      token: string;
      user_infomation: UserInfomation;
    };
  };
export type LoginApiArg = {
  body: {
    email: string;
    password: string;
    ownership: "allgrow" | "partner";
  };
};
export type LogoutApiResponse =
  /** status 200 Done, with a message for the success dialog. */ {
    message: string;
  };
export type LogoutApiArg = void;
export type PasswordReissueApiResponse =
  /** status 200 Done, with a message for the success dialog. */ {
    message: string;
  };
export type PasswordReissueApiArg = {
  body: {
    email: string;
    ownership: Ownership;
  };
};
export type CreateImpersonationLinkApiResponse =
  /** status 200 The link, valid once until expires_at. */ {
    message: string;
    data: {
      url: string;
      /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
      expires_at: string;
    };
  };
export type CreateImpersonationLinkApiArg = {
  body: {
    email: string;
  };
};
export type ExchangeImpersonationLinkApiResponse =
  /** status 200 Signed in as the target with is_impersonate true; sets the access_token cookie. */ Schema;
export type ExchangeImpersonationLinkApiArg = {
  token: string;
};
export type Ownership = "allgrow" | "partner";
export type UserInfomation = {
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
export type Schema = {
  message: string;
  data: {
    token: string;
    user_infomation: UserInfomation;
  };
};
export const {
  useLoginMutation,
  useLogoutMutation,
  usePasswordReissueMutation,
  useCreateImpersonationLinkMutation,
  useExchangeImpersonationLinkMutation,
} = injectedRtkApi;

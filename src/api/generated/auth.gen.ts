import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginApiResponse, LoginApiArg>({
      query: (queryArg) => ({
        url: `/login`,
        method: "POST",
        body: queryArg.loginRequest,
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
        body: queryArg.passwordReissueRequest,
      }),
    }),
    confirmPasswordReset: build.mutation<
      ConfirmPasswordResetApiResponse,
      ConfirmPasswordResetApiArg
    >({
      query: (queryArg) => ({
        url: `/password-reset`,
        method: "POST",
        body: queryArg.passwordResetRequest,
      }),
    }),
    createImpersonationLink: build.mutation<
      CreateImpersonationLinkApiResponse,
      CreateImpersonationLinkApiArg
    >({
      query: (queryArg) => ({
        url: `/impersonate`,
        method: "POST",
        body: queryArg.impersonationRequest,
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
  /** status 200 Signed in; also sets the access_token cookie. */ SessionBody;
export type LoginApiArg = {
  loginRequest: LoginRequest;
};
export type LogoutApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type LogoutApiArg = void;
export type PasswordReissueApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type PasswordReissueApiArg = {
  passwordReissueRequest: PasswordReissueRequest;
};
export type ConfirmPasswordResetApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type ConfirmPasswordResetApiArg = {
  passwordResetRequest: PasswordResetRequest;
};
export type CreateImpersonationLinkApiResponse =
  /** status 200 The link, valid once until expires_at. */ ImpersonationLinkBody;
export type CreateImpersonationLinkApiArg = {
  impersonationRequest: ImpersonationRequest;
};
export type ExchangeImpersonationLinkApiResponse =
  /** status 200 Signed in as the target with is_impersonate true; sets the access_token cookie. */ SessionBody;
export type ExchangeImpersonationLinkApiArg = {
  token: string;
};
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
  /** The login address (the settings home shows it; older stored sessions may lack it). */
  email?: string;
  contracted_contents: ContractedContents;
  /** True for the display user ids configured for link management. */
  can_manage_links: boolean;
  /** The display name of the support person acting as this user; present only while is_impersonate is true. */
  impersonated_by?: string | null;
};
export type SessionBody = {
  message: string;
  data: {
    token: string;
    user_infomation: UserInfomation;
  };
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type LoginRequest = {
  email: string;
  password: string;
  ownership: Ownership;
};
export type MessageBody = {
  message: string;
};
export type PasswordReissueRequest = {
  email: string;
  ownership: Ownership;
};
export type PasswordResetRequest = {
  /** The token of the mailed reset link. */
  token: string;
  password: string;
};
export type ImpersonationLinkBody = {
  message: string;
  data: {
    url: string;
    /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
    expires_at: string;
  };
};
export type ImpersonationRequest = {
  email: string;
};
export const {
  useLoginMutation,
  useLogoutMutation,
  usePasswordReissueMutation,
  useConfirmPasswordResetMutation,
  useCreateImpersonationLinkMutation,
  useExchangeImpersonationLinkMutation,
} = injectedRtkApi;

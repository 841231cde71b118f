import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateCompanyLogo: build.mutation<
      UpdateCompanyLogoApiResponse,
      UpdateCompanyLogoApiArg
    >({
      query: (queryArg) => ({
        url: `/users/logo`,
        method: "PUT",
        body: queryArg.companyLogoRequest,
      }),
    }),
    deleteCompanyLogo: build.mutation<
      DeleteCompanyLogoApiResponse,
      DeleteCompanyLogoApiArg
    >({
      query: () => ({ url: `/users/logo`, method: "DELETE" }),
    }),
    getUserInfo: build.query<GetUserInfoApiResponse, GetUserInfoApiArg>({
      query: () => ({ url: `/users/info` }),
    }),
    updateOwnProfile: build.mutation<
      UpdateOwnProfileApiResponse,
      UpdateOwnProfileApiArg
    >({
      query: (queryArg) => ({
        url: `/users/info`,
        method: "PUT",
        body: queryArg.ownProfileRequest,
      }),
    }),
    listUsers: build.query<ListUsersApiResponse, ListUsersApiArg>({
      query: (queryArg) => ({
        url: `/users`,
        params: {
          page: queryArg.page,
          page_size: queryArg.pageSize,
          free_word: queryArg.freeWord,
        },
      }),
    }),
    createUser: build.mutation<CreateUserApiResponse, CreateUserApiArg>({
      query: (queryArg) => ({
        url: `/users`,
        method: "POST",
        body: queryArg.companyUserCreateRequest,
      }),
    }),
    deleteUsers: build.mutation<DeleteUsersApiResponse, DeleteUsersApiArg>({
      query: (queryArg) => ({
        url: `/users`,
        method: "DELETE",
        params: {
          user_ids: queryArg.userIds,
        },
      }),
    }),
    getUser: build.query<GetUserApiResponse, GetUserApiArg>({
      query: (queryArg) => ({ url: `/users/${queryArg.id}` }),
    }),
    updateUser: build.mutation<UpdateUserApiResponse, UpdateUserApiArg>({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}`,
        method: "PUT",
        body: queryArg.companyUserUpdateRequest,
      }),
    }),
    resendUserInvitation: build.mutation<
      ResendUserInvitationApiResponse,
      ResendUserInvitationApiArg
    >({
      query: (queryArg) => ({
        url: `/users/${queryArg.id}/invitation`,
        method: "POST",
      }),
    }),
    updateOwnEmail: build.mutation<
      UpdateOwnEmailApiResponse,
      UpdateOwnEmailApiArg
    >({
      query: (queryArg) => ({
        url: `/users/update-mail-address`,
        method: "PUT",
        body: queryArg.ownEmailRequest,
      }),
    }),
    confirmOwnEmail: build.mutation<
      ConfirmOwnEmailApiResponse,
      ConfirmOwnEmailApiArg
    >({
      query: (queryArg) => ({
        url: `/users/confirm-mail-address`,
        method: "POST",
        body: queryArg.emailConfirmRequest,
      }),
    }),
    updateOwnPassword: build.mutation<
      UpdateOwnPasswordApiResponse,
      UpdateOwnPasswordApiArg
    >({
      query: (queryArg) => ({
        url: `/users/update-password`,
        method: "PUT",
        body: queryArg.ownPasswordRequest,
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type UpdateCompanyLogoApiResponse =
  /** status 200 Saved. */ CompanyLogoBody;
export type UpdateCompanyLogoApiArg = {
  companyLogoRequest: CompanyLogoRequest;
};
export type DeleteCompanyLogoApiResponse =
  /** status 200 Removed. */ CompanyLogoBody;
export type DeleteCompanyLogoApiArg = void;
export type GetUserInfoApiResponse =
  /** status 200 The signed-in user and whether a Yahoo token needs renewing. */ UserInfoBody;
export type GetUserInfoApiArg = void;
export type UpdateOwnProfileApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UpdateOwnProfileApiArg = {
  ownProfileRequest: OwnProfileRequest;
};
export type ListUsersApiResponse =
  /** status 200 One page of users. */ CompanyUserList;
export type ListUsersApiArg = {
  page?: number;
  pageSize?: number;
  /** Part of a name or e-mail address. */
  freeWord?: string;
};
export type CreateUserApiResponse =
  /** status 200 Created and invited. */ CompanyUserBody;
export type CreateUserApiArg = {
  companyUserCreateRequest: CompanyUserCreateRequest;
};
export type DeleteUsersApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeleteUsersApiArg = {
  userIds: number[];
};
export type GetUserApiResponse = /** status 200 The user. */ CompanyUserBody;
export type GetUserApiArg = {
  id: number;
};
export type UpdateUserApiResponse = /** status 200 Saved. */ CompanyUserBody;
export type UpdateUserApiArg = {
  id: number;
  companyUserUpdateRequest: CompanyUserUpdateRequest;
};
export type ResendUserInvitationApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type ResendUserInvitationApiArg = {
  id: number;
};
export type UpdateOwnEmailApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UpdateOwnEmailApiArg = {
  ownEmailRequest: OwnEmailRequest;
};
export type ConfirmOwnEmailApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type ConfirmOwnEmailApiArg = {
  emailConfirmRequest: EmailConfirmRequest;
};
export type UpdateOwnPasswordApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type UpdateOwnPasswordApiArg = {
  ownPasswordRequest: OwnPasswordRequest;
};
export type CompanyLogoBody = {
  message: string;
  data: {
    /** The logo as a data: URL (image/png), or null. */
    logo: string | null;
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
export type CompanyLogoRequest = {
  /** PNG or JPEG, at most 2 MB. */
  logo: Blob;
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
export type UserInfoBody = {
  data: {
    y_is_expired: boolean;
    /** Where to renew the Yahoo link when expired. */
    url: string | null;
    message: string | null;
  };
  user_infomation: UserInfomation;
};
export type MessageBody = {
  message: string;
};
export type OwnProfileRequest = {
  user_name: string;
};
export type CompanyUserType = "normal" | "store" | "support";
export type LocalAccountKey = string;
export type CompanyUserStore = {
  key: LocalAccountKey;
  title: string;
};
export type CompanyUser = {
  id: number;
  disp_user_id: string;
  user_name: string;
  email: string;
  user_type: CompanyUserType;
  /** The stores a store user may see (empty for other types). */
  stores: CompanyUserStore[];
  /** The signed-in user (cannot delete or demote themselves here). */
  is_self: boolean;
  /** The user has not set a password from the invitation yet. */
  invitation_pending: boolean;
  /** False for support staff. */
  editable: boolean;
  /** YYYY/MM/DD HH:mm (Asia/Tokyo) */
  created_at: string;
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
export type CompanyUserList = {
  data: CompanyUser[];
  pagination: Pagination;
};
export type CompanyUserBody = {
  message: string;
  data: CompanyUser;
};
export type CompanyUserCreateRequest = {
  user_name: string;
  email: string;
  user_type: "normal" | "store";
  /** The stores of a store user (at least one); must be empty for a normal user. */
  local_account_ids: LocalAccountKey[];
};
export type CompanyUserUpdateRequest = {
  user_name: string;
  user_type: "normal" | "store";
  local_account_ids: LocalAccountKey[];
};
export type OwnEmailRequest = {
  email: string;
  current_password: string;
};
export type EmailConfirmRequest = {
  token: string;
};
export type OwnPasswordRequest = {
  current_password: string;
  password: string;
  password_confirmation: string;
};
export const {
  useUpdateCompanyLogoMutation,
  useDeleteCompanyLogoMutation,
  useGetUserInfoQuery,
  useLazyGetUserInfoQuery,
  useUpdateOwnProfileMutation,
  useListUsersQuery,
  useLazyListUsersQuery,
  useCreateUserMutation,
  useDeleteUsersMutation,
  useGetUserQuery,
  useLazyGetUserQuery,
  useUpdateUserMutation,
  useResendUserInvitationMutation,
  useUpdateOwnEmailMutation,
  useConfirmOwnEmailMutation,
  useUpdateOwnPasswordMutation,
} = injectedRtkApi;

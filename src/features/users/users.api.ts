import { generatedApi, type UpdateCompanyLogoApiArg } from '../../api/generated/users.gen';
import { multipartQuery } from '../../api/multipart';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type {
  CompanyUser,
  CompanyUserCreateRequest,
  CompanyUserType,
  CompanyUserUpdateRequest,
  GetUserInfoApiResponse,
  ListUsersApiArg,
} from '../../api/generated/users.gen';

export const COMPANY_USERS_TAG = 'CompanyUsers';
export const USER_INFO_TAG = 'UserInfo';

// The forms show 422 field errors on their own fields (a wrong current password on current_password, a taken
// address on email, no store on local_account_ids); refusals without a field still open the error dialog.
for (const name of ['createUser', 'updateUser', 'updateOwnProfile', 'updateOwnEmail', 'updateOwnPassword', 'updateCompanyLogo'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
}
// The e-mail form says where the confirmation mail went, next to the form, instead of a dialog.
defineEndpointPolicy(generatedApi, 'updateOwnEmail', { successDialog: false });
// The confirmation page is its own answer: success and failure are shown on it.
defineEndpointPolicy(generatedApi, 'confirmOwnEmail', { successDialog: false, errorDialog: false });

// A user's name shows in the list and, for the signed-in user, in the header (read from GET /users/info), so
// renaming oneself refetches both.
export const usersApi = generatedApi.enhanceEndpoints({
  addTagTypes: [COMPANY_USERS_TAG, USER_INFO_TAG],
  endpoints: {
    getUserInfo: { providesTags: [USER_INFO_TAG] },
    updateOwnProfile: { invalidatesTags: [USER_INFO_TAG, COMPANY_USERS_TAG] },
    listUsers: { providesTags: [COMPANY_USERS_TAG] },
    getUser: { providesTags: [COMPANY_USERS_TAG] },
    createUser: { invalidatesTags: [COMPANY_USERS_TAG] },
    updateUser: { invalidatesTags: [COMPANY_USERS_TAG, USER_INFO_TAG] },
    deleteUsers: { invalidatesTags: [COMPANY_USERS_TAG] },
    resendUserInvitation: { invalidatesTags: [COMPANY_USERS_TAG] },
    // The logo is a file; the header reads it from GET /users/info.
    updateCompanyLogo: {
      query: multipartQuery((arg: UpdateCompanyLogoApiArg) => ({ url: '/users/logo', values: { logo: arg.companyLogoRequest.logo as unknown as Blob } }), { method: 'PUT' }),
      invalidatesTags: [USER_INFO_TAG],
    },
    deleteCompanyLogo: { invalidatesTags: [USER_INFO_TAG] },
  },
});

export const {
  useGetUserInfoQuery,
  useUpdateOwnProfileMutation,
  useListUsersQuery,
  useCreateUserMutation,
  useDeleteUsersMutation,
  useGetUserQuery,
  useUpdateUserMutation,
  useResendUserInvitationMutation,
  useUpdateOwnEmailMutation,
  useConfirmOwnEmailMutation,
  useUpdateOwnPasswordMutation,
  useUpdateCompanyLogoMutation,
  useDeleteCompanyLogoMutation,
} = usersApi;

// The Yahoo dialog's OK button asks for a fresh check rather than a cached answer.
export const recheckUserInfo = () => usersApi.endpoints.getUserInfo.initiate(undefined, { forceRefetch: true, subscribe: false });

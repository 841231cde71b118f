import { baseApi as api } from "../base-api";
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBusinessInfoGroups: build.query<
      ListBusinessInfoGroupsApiResponse,
      ListBusinessInfoGroupsApiArg
    >({
      query: () => ({ url: `/business-info-groups` }),
    }),
    createBusinessInfoGroup: build.mutation<
      CreateBusinessInfoGroupApiResponse,
      CreateBusinessInfoGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/business-info-groups`,
        method: "POST",
        body: queryArg.groupRequest,
      }),
    }),
    deleteBusinessInfoGroups: build.mutation<
      DeleteBusinessInfoGroupsApiResponse,
      DeleteBusinessInfoGroupsApiArg
    >({
      query: (queryArg) => ({
        url: `/business-info-groups`,
        method: "DELETE",
        params: {
          local_account_group_ids: queryArg.localAccountGroupIds,
        },
      }),
    }),
    updateBusinessInfoGroup: build.mutation<
      UpdateBusinessInfoGroupApiResponse,
      UpdateBusinessInfoGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/business-info-groups/${queryArg.id}`,
        method: "PUT",
        body: queryArg.groupRequest,
      }),
    }),
    listCustomBusinessAccountGroups: build.query<
      ListCustomBusinessAccountGroupsApiResponse,
      ListCustomBusinessAccountGroupsApiArg
    >({
      query: () => ({ url: `/custom-business-account-group` }),
    }),
    createCustomBusinessAccountGroup: build.mutation<
      CreateCustomBusinessAccountGroupApiResponse,
      CreateCustomBusinessAccountGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/custom-business-account-group`,
        method: "POST",
        body: queryArg.groupRequest,
      }),
    }),
    deleteCustomBusinessAccountGroups: build.mutation<
      DeleteCustomBusinessAccountGroupsApiResponse,
      DeleteCustomBusinessAccountGroupsApiArg
    >({
      query: (queryArg) => ({
        url: `/custom-business-account-group`,
        method: "DELETE",
        params: {
          custom_groups: queryArg.customGroups,
        },
      }),
    }),
    updateCustomBusinessAccountGroup: build.mutation<
      UpdateCustomBusinessAccountGroupApiResponse,
      UpdateCustomBusinessAccountGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/custom-business-account-group/${queryArg.id}`,
        method: "PUT",
        body: queryArg.groupRequest,
      }),
    }),
    deleteCustomBusinessAccountGroup: build.mutation<
      DeleteCustomBusinessAccountGroupApiResponse,
      DeleteCustomBusinessAccountGroupApiArg
    >({
      query: (queryArg) => ({
        url: `/custom-business-account-group/${queryArg.id}`,
        method: "DELETE",
      }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as generatedApi };
export type ListBusinessInfoGroupsApiResponse =
  /** status 200 Every group, by name. */ AccountGroupList;
export type ListBusinessInfoGroupsApiArg = void;
export type CreateBusinessInfoGroupApiResponse =
  /** status 200 Created. */ AccountGroupBody;
export type CreateBusinessInfoGroupApiArg = {
  groupRequest: GroupRequest;
};
export type DeleteBusinessInfoGroupsApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeleteBusinessInfoGroupsApiArg = {
  localAccountGroupIds: number[];
};
export type UpdateBusinessInfoGroupApiResponse =
  /** status 200 Saved. */ AccountGroupBody;
export type UpdateBusinessInfoGroupApiArg = {
  id: number;
  groupRequest: GroupRequest;
};
export type ListCustomBusinessAccountGroupsApiResponse =
  /** status 200 Every group, by name. */ AccountGroupList;
export type ListCustomBusinessAccountGroupsApiArg = void;
export type CreateCustomBusinessAccountGroupApiResponse =
  /** status 200 Created. */ AccountGroupBody;
export type CreateCustomBusinessAccountGroupApiArg = {
  groupRequest: GroupRequest;
};
export type DeleteCustomBusinessAccountGroupsApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeleteCustomBusinessAccountGroupsApiArg = {
  customGroups: number[];
};
export type UpdateCustomBusinessAccountGroupApiResponse =
  /** status 200 Saved. */ AccountGroupBody;
export type UpdateCustomBusinessAccountGroupApiArg = {
  id: number;
  groupRequest: GroupRequest;
};
export type DeleteCustomBusinessAccountGroupApiResponse =
  /** status 200 Done, with a message for the success dialog. */ MessageBody;
export type DeleteCustomBusinessAccountGroupApiArg = {
  id: number;
};
export type LocalAccountKey = string;
export type AccountGroup = {
  id: number;
  name: string;
  local_account_ids: LocalAccountKey[];
  created_at: string;
  updated_at: string;
};
export type AccountGroupList = {
  data: AccountGroup[];
};
export type ErrorBody = {
  message: string;
  /** Stable machine-readable error code. */
  code?: string;
  errors?: {
    [key: string]: string[];
  };
};
export type AccountGroupBody = {
  message: string;
  data: AccountGroup;
};
export type GroupRequest = {
  name: string;
  /** Members as g_/y_ keys of the company's linked accounts. */
  local_account_ids: LocalAccountKey[];
};
export type MessageBody = {
  message: string;
};
export const {
  useListBusinessInfoGroupsQuery,
  useLazyListBusinessInfoGroupsQuery,
  useCreateBusinessInfoGroupMutation,
  useDeleteBusinessInfoGroupsMutation,
  useUpdateBusinessInfoGroupMutation,
  useListCustomBusinessAccountGroupsQuery,
  useLazyListCustomBusinessAccountGroupsQuery,
  useCreateCustomBusinessAccountGroupMutation,
  useDeleteCustomBusinessAccountGroupsMutation,
  useUpdateCustomBusinessAccountGroupMutation,
  useDeleteCustomBusinessAccountGroupMutation,
} = injectedRtkApi;

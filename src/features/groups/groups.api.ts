import { generatedApi } from '../../api/generated/groups.gen';
import { defineEndpointPolicy } from '../../store/endpoint-policy';

export type { AccountGroup, GroupRequest } from '../../api/generated/groups.gen';

// The name form shows 422 field errors on its own fields.
for (const name of ['createBusinessInfoGroup', 'updateBusinessInfoGroup', 'createCustomBusinessAccountGroup', 'updateCustomBusinessAccountGroup'] as const) {
  defineEndpointPolicy(generatedApi, name, { fieldErrorsOnForm: true });
}

// Group membership is also part of GET /local-accounts (the store picker's group filters).
export const groupsApi = generatedApi.enhanceEndpoints({
  addTagTypes: ['BusinessInfoGroups', 'CustomGroups', 'LocalAccounts'],
  endpoints: {
    listBusinessInfoGroups: { providesTags: ['BusinessInfoGroups'] },
    createBusinessInfoGroup: { invalidatesTags: ['BusinessInfoGroups', 'LocalAccounts'] },
    updateBusinessInfoGroup: { invalidatesTags: ['BusinessInfoGroups', 'LocalAccounts'] },
    deleteBusinessInfoGroups: { invalidatesTags: ['BusinessInfoGroups', 'LocalAccounts'] },
    listCustomBusinessAccountGroups: { providesTags: ['CustomGroups'] },
    createCustomBusinessAccountGroup: { invalidatesTags: ['CustomGroups', 'LocalAccounts'] },
    updateCustomBusinessAccountGroup: { invalidatesTags: ['CustomGroups', 'LocalAccounts'] },
    deleteCustomBusinessAccountGroup: { invalidatesTags: ['CustomGroups', 'LocalAccounts'] },
  },
});

export const {
  useListBusinessInfoGroupsQuery,
  useCreateBusinessInfoGroupMutation,
  useUpdateBusinessInfoGroupMutation,
  useDeleteBusinessInfoGroupsMutation,
  useListCustomBusinessAccountGroupsQuery,
  useCreateCustomBusinessAccountGroupMutation,
  useUpdateCustomBusinessAccountGroupMutation,
  useDeleteCustomBusinessAccountGroupMutation,
} = groupsApi;

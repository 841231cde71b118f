import {
  useCreateBusinessInfoGroupMutation,
  useCreateCustomBusinessAccountGroupMutation,
  useDeleteBusinessInfoGroupsMutation,
  useDeleteCustomBusinessAccountGroupMutation,
  useListBusinessInfoGroupsQuery,
  useListCustomBusinessAccountGroupsQuery,
  useUpdateBusinessInfoGroupMutation,
  useUpdateCustomBusinessAccountGroupMutation,
  type AccountGroup,
  type GroupRequest,
} from '../groups.api';

export type GroupKind = 'business' | 'custom';

export interface GroupKindApi {
  groups: AccountGroup[];
  isLoading: boolean;
  create: (body: GroupRequest) => Promise<unknown>;
  update: (id: number, body: GroupRequest) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

// Business info groups and custom groups have the same shape on two sets of operations; screens use one interface.
export const useGroupKind = (kind: GroupKind): GroupKindApi => {
  const business = useListBusinessInfoGroupsQuery(undefined, { skip: kind !== 'business' });
  const custom = useListCustomBusinessAccountGroupsQuery(undefined, { skip: kind !== 'custom' });
  const [createBusiness] = useCreateBusinessInfoGroupMutation();
  const [updateBusiness] = useUpdateBusinessInfoGroupMutation();
  const [deleteBusiness] = useDeleteBusinessInfoGroupsMutation();
  const [createCustom] = useCreateCustomBusinessAccountGroupMutation();
  const [updateCustom] = useUpdateCustomBusinessAccountGroupMutation();
  const [deleteCustom] = useDeleteCustomBusinessAccountGroupMutation();
  if (kind === 'business') {
    return {
      groups: business.data?.data ?? [],
      isLoading: business.isLoading,
      create: (groupRequest) => createBusiness({ groupRequest }).unwrap(),
      update: (id, groupRequest) => updateBusiness({ id, groupRequest }).unwrap(),
      remove: (id) => deleteBusiness({ localAccountGroupIds: [id] }).unwrap(),
    };
  }
  return {
    groups: custom.data?.data ?? [],
    isLoading: custom.isLoading,
    create: (groupRequest) => createCustom({ groupRequest }).unwrap(),
    update: (id, groupRequest) => updateCustom({ id, groupRequest }).unwrap(),
    remove: (id) => deleteCustom({ id }).unwrap(),
  };
};

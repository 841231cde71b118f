import { useMemo } from 'react';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { toPickerRows, type PickerGroup, type PickerRow } from '../../../features/store-picker/model/picker-rows';

export interface StorePickerSource {
  rows: PickerRow[];
  businessGroups: PickerGroup[];
  customGroups: PickerGroup[];
}

const NO_GROUPS: PickerGroup[] = [];

// The store picker's rows and group filters from the tenant's linked stores (Google and Yahoo!プレイス both).
export const useStorePickerSource = (): StorePickerSource => {
  const accounts = useListLocalAccountsQuery({});
  const rows = useMemo(() => (accounts.data ? toPickerRows(accounts.data.data) : []), [accounts.data]);
  return {
    rows,
    businessGroups: accounts.data?.data.business_info_groups ?? NO_GROUPS,
    customGroups: accounts.data?.data.custom_groups ?? NO_GROUPS,
  };
};

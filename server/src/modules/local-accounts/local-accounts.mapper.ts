import type { LinkableLocation, ListingProviderName } from '../../providers/listing-provider';
import { toAccountKey } from './local-account-keys';
import type { PickerAccountRow } from './local-accounts-picker.repository';
import type { LocalAccountRow } from './local-accounts.table';

export const toLinkableLocation = (provider: ListingProviderName, location: LinkableLocation, row: LocalAccountRow | undefined) => {
  const isLinked = row?.status === 'linked';
  return {
    location_id: location.providerLocationId,
    provider,
    title: location.title,
    store_code: location.storeCode,
    address: location.address,
    phone: location.phone,
    is_linked: isLinked,
    local_account_id: isLinked && row ? toAccountKey(provider, row.id) : null,
  };
};

export const toGoogleAccount = (row: PickerAccountRow) => ({
  local_account_id: toAccountKey('google', row.id),
  title: row.title,
  store_id: row.storeId,
  store_code: row.storeCode,
  address: row.address,
  phone: row.phone,
  is_selected: row.isSelected,
  business_info_group_ids: row.businessInfoGroupIds,
  custom_group_ids: row.customGroupIds,
});

export const toYahooAccount = (row: Pick<PickerAccountRow, 'id' | 'title' | 'storeId' | 'storeCode' | 'address' | 'phone' | 'isSelected' | 'pairedAccountId' | 'businessInfoGroupIds' | 'customGroupIds'>) => ({
  y_local_account_id: toAccountKey('yahoo', row.id),
  y_local_account_name: row.title,
  store_id: row.storeId,
  store_code: row.storeCode,
  address: row.address,
  phone: row.phone,
  is_selected: row.isSelected,
  paired_local_account_id: row.pairedAccountId === null ? null : toAccountKey('google', row.pairedAccountId),
  business_info_group_ids: row.businessInfoGroupIds,
  custom_group_ids: row.customGroupIds,
});

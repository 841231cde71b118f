import type { ListLocalAccountsApiResponse } from '../local-accounts.api';

export interface LinkedStore {
  key: string;
  provider: 'google' | 'yahoo';
  title: string;
  storeCode: string;
  address: string;
}

// Google then Yahoo accounts as one list of rows keyed by their g_/y_ keys.
export const linkedStores = (data: ListLocalAccountsApiResponse['data']): LinkedStore[] => [
  ...data.local_accounts.map((a) => ({
    key: a.local_account_id,
    provider: 'google' as const,
    title: a.title,
    storeCode: a.store_code,
    address: a.address,
  })),
  ...data.y_local_accounts.map((a) => ({
    key: a.y_local_account_id,
    provider: 'yahoo' as const,
    title: a.y_local_account_name,
    storeCode: a.store_code,
    address: a.address,
  })),
];

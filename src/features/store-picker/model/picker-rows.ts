export type Provider = 'google' | 'yahoo';

// One checkbox row of the store picker. `key` is the account key: g_… for Google, y_… for Yahoo.
export interface PickerRow {
  key: string;
  provider: Provider;
  title: string;
  storeCode: string;
  address: string;
  businessGroupIds: number[];
  customGroupIds: number[];
  // Lower-cased title, store code and address, built once so filtering 1,000 rows stays cheap.
  haystack: string;
}

export interface PickerGroup {
  id: number;
  name: string;
}

interface Membership {
  store_code?: string | null;
  address?: string | null;
  business_info_group_ids?: number[] | null;
  custom_group_ids?: number[] | null;
}

// The shape of GET /local-accounts that the picker needs, written structurally so the picker never imports the API.
export interface LocalAccountsAnswer {
  local_accounts: ({ title: string; local_account_id: string } & Membership)[];
  y_local_accounts: ({ y_local_account_id: string; y_local_account_name: string } & Membership)[];
}

const row = (key: string, provider: Provider, title: string, m: Membership): PickerRow => {
  const storeCode = m.store_code ?? '';
  const address = m.address ?? '';
  return {
    key,
    provider,
    title,
    storeCode,
    address,
    businessGroupIds: m.business_info_group_ids ?? [],
    customGroupIds: m.custom_group_ids ?? [],
    haystack: `${title}\n${storeCode}\n${address}`.toLowerCase(),
  };
};

export const toPickerRows = (answer: LocalAccountsAnswer): PickerRow[] => [
  ...answer.local_accounts.map((a) => row(a.local_account_id, 'google', a.title, a)),
  ...answer.y_local_accounts.map((a) => row(a.y_local_account_id, 'yahoo', a.y_local_account_name, a)),
];

export interface PickerFilter {
  provider: Provider;
  query: string;
  businessGroupId: number | null;
  customGroupId: number | null;
}

export const initialPickerFilter: PickerFilter = { provider: 'google', query: '', businessGroupId: null, customGroupId: null };

// Rows of one provider matching the free word (title, store code or address) and the chosen groups.
export const filterRows = (rows: PickerRow[], filter: PickerFilter): PickerRow[] => {
  const words = filter.query
    .trim()
    .toLowerCase()
    .split(/[\s\u3000]+/)
    .filter(Boolean);
  return rows.filter(
    (r) =>
      r.provider === filter.provider &&
      (filter.businessGroupId === null || r.businessGroupIds.includes(filter.businessGroupId)) &&
      (filter.customGroupId === null || r.customGroupIds.includes(filter.customGroupId)) &&
      words.every((w) => r.haystack.includes(w)),
  );
};

export const countChecked = (rows: PickerRow[], checked: ReadonlySet<string>) => rows.reduce((n, r) => (checked.has(r.key) ? n + 1 : n), 0);

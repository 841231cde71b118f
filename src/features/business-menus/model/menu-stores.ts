// One store of the menu and service screens: the tenant's store with its Google and Yahoo!プレイス accounts, paired by
// store id. Written structurally (the GET /local-accounts shape) so the feature never imports another feature.
export interface MenuStore {
  storeId: number;
  title: string;
  storeCode: string;
  address: string;
  googleKey: string | null;
  yahooKey: string | null;
}

export interface MenuStoresAnswer {
  local_accounts: { local_account_id: string; title: string; store_id: number; store_code: string; address: string }[];
  y_local_accounts: { y_local_account_id: string; y_local_account_name: string; store_id: number; store_code: string; address: string }[];
}

export const toMenuStores = (answer: MenuStoresAnswer): MenuStore[] => {
  const stores = new Map<number, MenuStore>();
  for (const a of answer.local_accounts) {
    stores.set(a.store_id, { storeId: a.store_id, title: a.title, storeCode: a.store_code, address: a.address, googleKey: a.local_account_id, yahooKey: null });
  }
  for (const a of answer.y_local_accounts) {
    const known = stores.get(a.store_id);
    if (known) known.yahooKey = a.y_local_account_id;
    else stores.set(a.store_id, { storeId: a.store_id, title: a.y_local_account_name, storeCode: a.store_code, address: a.address, googleKey: null, yahooKey: a.y_local_account_id });
  }
  return [...stores.values()].sort((a, b) => a.storeCode.localeCompare(b.storeCode, 'ja') || a.storeId - b.storeId);
};

/** The key a store's shared copy is read and saved with: its Google account, else its Yahoo!プレイス one. */
export const storeAccountKey = (store: MenuStore): string => store.googleKey ?? store.yahooKey ?? '';

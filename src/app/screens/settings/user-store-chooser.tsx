import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { usersJa } from '../../../shared/i18n/users.ja';
import { useStorePickerSource } from '../shared/use-store-picker-source';

/** The picker's selection: the store keys (g_… Google, y_… Yahoo!) a store user may see. */
export const USER_STORES_SCOPE = 'company-user-stores';

// Both providers are offered: a store user sees a store's Google and Yahoo! listings as they are chosen.
export const UserStoreChooser = () => {
  const source = useStorePickerSource();
  return <StorePicker scope={USER_STORES_SCOPE} {...source} heading={usersJa.form.storesHeading} />;
};

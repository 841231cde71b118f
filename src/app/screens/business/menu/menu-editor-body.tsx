import { useEffect, useState } from 'react';
import { QueryState } from '../../../../components/list/query-state';
import {
  useGetMenusQuery,
  useLazyGetMenuFromGoogleQuery,
  useLazyGetMenuServiceFromYahooQuery,
  useSaveMenusMutation,
  type ListingProviderName,
  type Menu,
} from '../../../../features/business-menus/business-menus.api';
import { ReflectionPanel } from '../../../../features/business-menus/components/reflection-panel';
import { REFLECTION_POLL_MS, useSavedSet } from '../../../../features/business-menus/hooks/use-saved-set';
import { storeAccountKey, type MenuStore } from '../../../../features/business-menus/model/menu-stores';
import { MenuForm } from './menu-form';

// The store's menus and their reflection state; the form starts from the first read and is never reset by a later one.
export const MenuEditorBody = ({ store }: { store: MenuStore }) => {
  const accountKey = storeAccountKey(store);
  const [polling, setPolling] = useState(false);
  const query = useGetMenusQuery({ localAccountId: accountKey }, { pollingInterval: polling ? REFLECTION_POLL_MS : 0 });
  const { first, latest, setLatest, reflecting } = useSavedSet(query.data, query.isError);
  useEffect(() => setPolling(reflecting), [reflecting]);

  const [save] = useSaveMenusMutation();
  const [fromGoogle] = useLazyGetMenuFromGoogleQuery();
  const [fromYahoo] = useLazyGetMenuServiceFromYahooQuery();
  const importMenus = async (provider: ListingProviderName, key: string): Promise<Menu[] | null> => {
    try {
      // Never the cached answer: the provider's menus may have changed since.
      const answer = provider === 'google' ? await fromGoogle({ id: key }, false).unwrap() : await fromYahoo({ id: key }, false).unwrap();
      return answer.data?.menus ?? null;
    } catch {
      // Refused (automatic reflection on) or failed: the default error dialog says why.
      return null;
    }
  };

  if (!first || !latest) return <QueryState query={query}>{() => null}</QueryState>;
  return (
    <>
      <ReflectionPanel store={store} reflections={latest.reflections} />
      <MenuForm
        store={store}
        accountKey={accountKey}
        set={first}
        onSave={async (request) => {
          const answer = await save({ menusSaveRequest: request }).unwrap();
          setLatest(answer.data);
          return answer;
        }}
        onImport={importMenus}
      />
    </>
  );
};

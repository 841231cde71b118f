import { useEffect, useState } from 'react';
import { QueryState } from '../../../../components/list/query-state';
import {
  useGetServicesQuery,
  useGetServiceTypeMastersQuery,
  useLazyGetMenuServiceFromYahooQuery,
  useLazyGetServiceListFromGoogleQuery,
  useSaveServicesMutation,
  type ListingProviderName,
  type ServiceItem,
} from '../../../../features/business-menus/business-menus.api';
import { ReflectionPanel } from '../../../../features/business-menus/components/reflection-panel';
import { REFLECTION_POLL_MS, useSavedSet } from '../../../../features/business-menus/hooks/use-saved-set';
import { storeAccountKey, type MenuStore } from '../../../../features/business-menus/model/menu-stores';
import { ServiceForm } from './service-form';

const NO_TYPES: never[] = [];

// The store's services, the service types of its Google category, and the reflection state.
export const ServiceEditorBody = ({ store }: { store: MenuStore }) => {
  const accountKey = storeAccountKey(store);
  const [polling, setPolling] = useState(false);
  const query = useGetServicesQuery({ localAccountId: accountKey }, { pollingInterval: polling ? REFLECTION_POLL_MS : 0 });
  const { first, latest, setLatest, reflecting } = useSavedSet(query.data, query.isError);
  useEffect(() => setPolling(reflecting), [reflecting]);
  const category = first?.google_category_id ?? null;
  const masters = useGetServiceTypeMastersQuery({ category: category ?? '' }, { skip: !category });

  const [save] = useSaveServicesMutation();
  const [fromGoogle] = useLazyGetServiceListFromGoogleQuery();
  const [fromYahoo] = useLazyGetMenuServiceFromYahooQuery();
  const importServices = async (provider: ListingProviderName, key: string): Promise<ServiceItem[] | null> => {
    try {
      const answer = provider === 'google' ? await fromGoogle({ id: key }, false).unwrap() : await fromYahoo({ id: key }, false).unwrap();
      return answer.data?.services ?? null;
    } catch {
      // Refused (automatic reflection on) or failed: the default error dialog says why.
      return null;
    }
  };

  if (!first || !latest) return <QueryState query={query}>{() => null}</QueryState>;
  return (
    <>
      <ReflectionPanel store={store} reflections={latest.reflections} />
      <ServiceForm
        store={store}
        accountKey={accountKey}
        set={first}
        serviceTypes={{ category, types: masters.data?.data.service_types ?? NO_TYPES, loading: masters.isLoading }}
        onSave={async (request) => {
          const answer = await save({ servicesSaveRequest: request }).unwrap();
          setLatest(answer.data);
          return answer;
        }}
        onImport={importServices}
      />
    </>
  );
};

import { chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ScreenHeading } from '../../../../components/screen-heading';
import { businessMenusJa } from '../../../../features/business-menus/business-menus.ja';
import { MenuStoreSelect } from '../../../../features/business-menus/components/menu-store-select';
import { toMenuStores } from '../../../../features/business-menus/model/menu-stores';
import { useListLocalAccountsQuery } from '../../../../features/local-accounts/local-accounts.api';
import { can } from '../../../../shared/access/access-rules';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { businessServiceJa as t } from './business-service.ja';
import { ServiceEditorBody } from './service-editor-body';

const common = businessMenusJa.store;

// サービス: one store at a time (its Google and Yahoo!プレイス accounts share one copy), edited, imported and saved.
export const BusinessServiceScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const allowed = can(user, 'businessService');
  useDocumentTitle(t.title);
  const accounts = useListLocalAccountsQuery({}, { skip: !allowed });
  const stores = useMemo(() => (accounts.data ? toMenuStores(accounts.data.data) : []), [accounts.data]);
  const [storeId, setStoreId] = useState<number | null>(null);
  if (!allowed) return <NotFoundScreen />;
  const store = stores.find((s) => s.storeId === storeId) ?? null;
  return (
    <chakra.div maxW="5xl" minW="0">
      <ScreenHeading title={t.title} lead={t.lead} />
      <chakra.section bg="surface" borderRadius="md" p="4" mb="4" aria-label={common.section}>
        {accounts.isSuccess && stores.length === 0 ? <chakra.p>{common.none}</chakra.p> : <MenuStoreSelect stores={stores} value={storeId} onChange={setStoreId} />}
      </chakra.section>
      {store ? <ServiceEditorBody key={store.storeId} store={store} /> : <chakra.p color="muted">{common.chooseFirst}</chakra.p>}
    </chakra.div>
  );
};

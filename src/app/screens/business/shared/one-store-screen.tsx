import { chakra } from '@chakra-ui/react';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { ScreenHeading } from '../../../../components/screen-heading';
import { businessMenusJa } from '../../../../features/business-menus/business-menus.ja';
import { MenuStoreSelect } from '../../../../features/business-menus/components/menu-store-select';
import { toMenuStores, type MenuStore } from '../../../../features/business-menus/model/menu-stores';
import { useListLocalAccountsQuery } from '../../../../features/local-accounts/local-accounts.api';
import { can, type AccessRule } from '../../../../shared/access/access-rules';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';

const common = businessMenusJa.store;

interface OneStoreScreenProps {
  rule: AccessRule;
  title: string;
  lead: string;
  /** The editor of the chosen store; remounted when the store changes so one store's input never leaks into another. */
  children: (store: MenuStore) => ReactNode;
}

// The frame of メニュー and サービス: one store at a time (its Google and Yahoo!プレイス accounts share one copy).
export const OneStoreScreen = ({ rule, title, lead, children }: OneStoreScreenProps) => {
  const user = useAppSelector((s) => s.session.user);
  const allowed = can(user, rule);
  useDocumentTitle(title);
  const accounts = useListLocalAccountsQuery({}, { skip: !allowed });
  const stores = useMemo(() => (accounts.data ? toMenuStores(accounts.data.data) : []), [accounts.data]);
  const [storeId, setStoreId] = useState<number | null>(null);
  if (!allowed) return <NotFoundScreen />;
  const store = stores.find((s) => s.storeId === storeId) ?? null;
  return (
    <chakra.div maxW="5xl" minW="0">
      <ScreenHeading title={title} lead={lead} />
      <chakra.section bg="surface" borderRadius="md" p="4" mb="4" aria-label={common.section}>
        {accounts.isSuccess && stores.length === 0 ? <chakra.p>{common.none}</chakra.p> : <MenuStoreSelect stores={stores} value={storeId} onChange={setStoreId} />}
      </chakra.section>
      {store ? <Fragment key={store.storeId}>{children(store)}</Fragment> : <chakra.p color="muted">{common.chooseFirst}</chakra.p>}
    </chakra.div>
  );
};

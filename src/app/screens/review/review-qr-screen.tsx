import { chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { useListLocalAccountsQuery } from '../../../features/local-accounts/local-accounts.api';
import { GoogleStoreSelect } from '../../../features/review-qr/components/google-store-select';
import { QrDesignPanel } from '../../../features/review-qr/components/qr-design-panel';
import { can } from '../../../shared/access/access-rules';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

const t = reviewQrJa;

// 口コミQRコード: pick a Google store, design its review QR card or POP, preview it live and download it to print.
export const ReviewQrScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const allowed = can(user, 'reviewQr');
  useDocumentTitle(t.title);
  const accounts = useListLocalAccountsQuery({}, { skip: !allowed });
  const [store, setStore] = useState('');
  if (!allowed) return <NotFoundScreen />;
  const stores = accounts.data?.data.local_accounts ?? [];
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="2">
        {t.title}
      </chakra.h1>
      <chakra.p color="muted" fontSize="sm" mb="4">
        {t.lead}
      </chakra.p>
      <chakra.section bg="surface" borderRadius="md" p="4" mb="4" aria-label={t.store.section}>
        {accounts.isSuccess && stores.length === 0 ? (
          <chakra.p>{t.store.noGoogle}</chakra.p>
        ) : (
          <GoogleStoreSelect stores={stores} value={store} onChange={setStore} />
        )}
      </chakra.section>
      <chakra.div bg="surface" borderRadius="md" p="4">
        {store ? <QrDesignPanel key={store} storeKey={store} /> : <chakra.p color="muted">{t.preview.chooseStore}</chakra.p>}
      </chakra.div>
    </>
  );
};

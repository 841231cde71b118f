import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ja } from '../../../shared/i18n/ja';
import { useListLocalAccountsQuery, useUnlinkLocalAccountsMutation } from '../local-accounts.api';
import { linkedStores, type LinkedStore } from '../model/linked-stores';

const cell = { px: '2', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderBottomStyle: 'solid', borderBottomColor: 'line' } as const;

// Every linked Google and Yahoo account, each with 「連携解除」 after a confirmation.
export const LinkedStores = () => {
  const headingId = useId();
  const { data, isLoading } = useListLocalAccountsQuery({});
  const [unlink] = useUnlinkLocalAccountsMutation();
  const [target, setTarget] = useState<LinkedStore | null>(null);
  const stores = useMemo(() => (data ? linkedStores(data.data) : []), [data]);
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {ja.links.stores}
      </chakra.h2>
      {isLoading ? <Box aria-busy="true" minH="20" /> : null}
      {!isLoading && stores.length === 0 ? <EmptyState message={ja.links.noStores} /> : null}
      {stores.length > 0 ? (
        <Box overflowX="auto">
          <chakra.table width="100%" fontSize="sm" borderCollapse="collapse" data-testid="linked-stores">
            <thead>
              <tr>
                {[ja.storePicker.provider, ja.links.storeName, ja.links.storeCode, ja.links.address, ja.links.unlink].map((h) => (
                  <chakra.th key={h} scope="col" {...cell}>
                    {h}
                  </chakra.th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stores.map((s) => (
                <tr key={s.key}>
                  <chakra.td {...cell}>{ja.links.provider[s.provider]}</chakra.td>
                  <chakra.th scope="row" {...cell} fontWeight="normal">
                    {s.title}
                  </chakra.th>
                  <chakra.td {...cell}>{s.storeCode}</chakra.td>
                  <chakra.td {...cell}>{s.address}</chakra.td>
                  <chakra.td {...cell}>
                    <Button size="sm" variant="danger" aria-label={`${s.title} ${ja.links.unlink}`} onClick={() => setTarget(s)}>
                      {ja.links.unlink}
                    </Button>
                  </chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
      ) : null}
      {target ? (
        <ConfirmDialog
          message={ja.links.unlinkConfirm(target.title)}
          confirmLabel={ja.links.unlink}
          onCancel={() => setTarget(null)}
          onConfirm={() => {
            setTarget(null);
            void unlink({ localAccountKeysRequest: { local_account_ids: [target.key] } })
              .unwrap()
              .catch(() => undefined);
          }}
        />
      ) : null}
    </chakra.section>
  );
};

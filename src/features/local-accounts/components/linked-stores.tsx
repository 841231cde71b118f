import { Box, chakra } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { ja } from '../../../shared/i18n/ja';
import { useListLocalAccountsQuery, useUnlinkLocalAccountsMutation } from '../local-accounts.api';
import { linkedStores, type LinkedStore } from '../model/linked-stores';

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
        <DataTable data-testid="linked-stores">
          <thead>
            <tr>
              {[ja.storePicker.provider, ja.links.storeName, ja.links.storeCode, ja.links.address, ja.links.unlink].map((h) => (
                <HeadCell key={h} scope="col">
                  {h}
                </HeadCell>
              ))}
            </tr>
          </thead>
          <tbody>
            {stores.map((s) => (
              <tr key={s.key}>
                <Cell>{ja.links.provider[s.provider]}</Cell>
                <RowHeadCell scope="row">{s.title}</RowHeadCell>
                <Cell>{s.storeCode}</Cell>
                <Cell>{s.address}</Cell>
                <Cell>
                  <Button size="sm" variant="danger" aria-label={`${s.title} ${ja.links.unlink}`} onClick={() => setTarget(s)}>
                    {ja.links.unlink}
                  </Button>
                </Cell>
              </tr>
            ))}
          </tbody>
        </DataTable>
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

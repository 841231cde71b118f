import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ScreenHeading } from '../../../../components/screen-heading';
import { ContractBar } from '../../../../features/ranking/components/measures/contract-bar';
import { MeasureAddForm } from '../../../../features/ranking/components/measures/measure-add-form';
import { MeasureFilePanel } from '../../../../features/ranking/components/measures/measure-file-panel';
import { MeasureList } from '../../../../features/ranking/components/measures/measure-list';
import { useGetMeasureContractQuery } from '../../../../features/ranking/ranking.api';
import { can } from '../../../../shared/access/access-rules';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { MEASURE_STORES_SCOPE, MeasureStoreChooser } from './measure-store-chooser';

const t = rankingSettingsJa;

// The add form opens on demand: its store picker owns the bottom bar while it is shown.
const AddSection = () => {
  const dispatch = useAppDispatch();
  const contract = useGetMeasureContractQuery();
  const chosen = useAppSelector((s) => selectCheckedAccounts(s, MEASURE_STORES_SCOPE));
  const [open, setOpen] = useState(false);
  const data = contract.data;
  if (!data || (!data.google && !data.yahoo)) return null;
  return (
    <>
      <Box display="flex" justifyContent="flex-end" mb="4">
        <Button minH="44px" variant={open ? 'outline' : 'solid'} aria-expanded={open} onClick={() => setOpen((v) => !v)}>
          {open ? t.form.close : t.form.open}
        </Button>
      </Box>
      {open ? (
        <MeasureAddForm
          contract={data}
          localAccountIds={chosen}
          storeChooser={<MeasureStoreChooser google={data.google} yahoo={data.yahoo} />}
          onCreated={() => dispatch(checkedAccountsSet({ scope: MEASURE_STORES_SCOPE, keys: [] }))}
        />
      ) : null}
    </>
  );
};

// 順位計測設定 (/ranking/settings): the measure contract, the measures (keyword × store) with their status and latest
// rank, adding keywords to many stores at once, and the measures as a file.
export const RankingSettingsScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'rankingSettings')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <ContractBar />
      <AddSection />
      <MeasureList />
      <MeasureFilePanel />
    </>
  );
};

import { Box } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { FreeWordFilter } from '../../../../components/list/free-word-filter';
import { PagedTable } from '../../../../components/list/paged-table';
import { ScreenHeading } from '../../../../components/screen-heading';
import { useListBusinessListingsQuery, useUpdateAutoReflectionMutation } from '../../../../features/business-bulk/business-bulk.api';
import { autoReflectionJa } from '../../../../features/business-bulk/business-bulk.ja';
import { can } from '../../../../shared/access/access-rules';
import { useBottomBarAction } from '../../../../state/bottom-bar-actions';
import { checkedAccountsAdded, checkedAccountsSet, checkedAccountToggled, selectCheckedAccounts } from '../../../../state/selection.slice';
import { useSelectionBar } from '../../../../state/use-selection-bar';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { paths } from '../../../paths';
import { NotFoundScreen } from '../../public/not-found-screen';
import { BulkNav } from '../bulk/bulk-nav';
import { autoReflectionColumns } from './auto-reflection-columns';

const t = autoReflectionJa;
export const AUTO_REFLECTION_SCOPE = 'business-auto-reflection';
const PAGE_SIZE = 100;
const ON_ID = 'auto-reflection-on';
const OFF_ID = 'auto-reflection-off';

const AutoReflectionSettings = () => {
  const dispatch = useAppDispatch();
  const [freeWord, setFreeWord] = useState('');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<boolean | null>(null);
  const list = useListBusinessListingsQuery({ freeWord: freeWord || undefined, page, pageSize: PAGE_SIZE });
  const [update, updating] = useUpdateAutoReflectionMutation();
  const checkedKeys = useAppSelector((s) => selectCheckedAccounts(s, AUTO_REFLECTION_SCOPE));
  const checked = useMemo(() => new Set(checkedKeys), [checkedKeys]);
  const pageKeys = useMemo(
    () => (list.data?.data ?? []).flatMap((store) => [store.google?.local_account_id, store.yahoo?.local_account_id]).filter((k): k is string => !!k),
    [list.data],
  );
  const setKeys = (keys: string[]) => dispatch(checkedAccountsSet({ scope: AUTO_REFLECTION_SCOPE, keys }));
  const columns = useMemo(
    () => autoReflectionColumns({ checked, onToggle: (key) => dispatch(checkedAccountToggled({ scope: AUTO_REFLECTION_SCOPE, key })) }),
    [checked, dispatch],
  );

  const disabled = checkedKeys.length === 0 || updating.isLoading;
  const buttons = useMemo(
    () => [
      { id: ON_ID, label: t.turnOn, tone: 'primary' as const, disabled },
      { id: OFF_ID, label: t.turnOff, tone: 'neutral' as const, disabled },
    ],
    [disabled],
  );
  useSelectionBar({
    buttons,
    selected: checkedKeys.length,
    total: pageKeys.length,
    onClear: () => setKeys([]),
    onSelectAll: () => dispatch(checkedAccountsAdded({ scope: AUTO_REFLECTION_SCOPE, keys: pageKeys })),
  });
  useBottomBarAction(ON_ID, () => checkedKeys.length > 0 && setPending(true));
  useBottomBarAction(OFF_ID, () => checkedKeys.length > 0 && setPending(false));

  const confirm = async () => {
    const autoReflect = pending === true;
    setPending(null);
    try {
      await update({ autoReflectionRequest: { local_accounts: checkedKeys, auto_reflect: autoReflect } }).unwrap();
      setKeys([]);
      void list.refetch();
    } catch {
      // The error dialog has said why; the selection stays for another try.
    }
  };

  return (
    <>
      <Box mb="3" maxW="28rem">
        <FreeWordFilter
          value={freeWord}
          onCommit={(value) => {
            setFreeWord(value.trim());
            setPage(1);
          }}
          placeholder={t.search}
          maxLength={100}
        />
      </Box>
      <PagedTable query={list} columns={columns} rowKey={(store) => store.store_id} label={t.listLabel} onPageChange={setPage} empty={t.empty} data-testid="auto-reflection-list" />
      {pending !== null ? (
        <ConfirmDialog
          message={pending ? t.confirmOn(checkedKeys.length) : t.confirmOff(checkedKeys.length)}
          confirmLabel={t.confirmButton}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </>
  );
};

// 自動反映の一括設定 (/business/update/setting-all): whether saves are sent to Google / Yahoo!プレイス, for many accounts at once.
export const BusinessSettingAllScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'business')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <BulkNav current={paths.businessSettingAll} />
      <AutoReflectionSettings />
    </>
  );
};

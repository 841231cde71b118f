import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../../../components/button';
import { businessBulkJa } from '../../../../features/business-bulk/business-bulk.ja';
import { StorePicker } from '../../../../features/store-picker/components/store-picker';
import { useBottomBarAction } from '../../../../state/bottom-bar-actions';
import { selectCheckedAccounts } from '../../../../state/selection.slice';
import { useAppSelector } from '../../../../store/hooks';
import { useStorePickerSource } from '../../shared/use-store-picker-source';

const t = businessBulkJa.stores;
/** The picker's selection: store × provider keys (g_… Google, y_… Yahoo!プレイス). */
export const BULK_STORES_SCOPE = 'business-bulk-stores';
const NEXT_ID = 'business-bulk-next';

// Step 1: the stores and providers to write, with the shared picker (groups, free word, provider tabs) and its
// bottom bar 「選択中 N / 全M件」「クリア」「すべて選択」 plus 「変更内容の入力へ」.
export const BulkStoresStep = ({ next }: { next: () => void }) => {
  const source = useStorePickerSource();
  const checked = useAppSelector((s) => selectCheckedAccounts(s, BULK_STORES_SCOPE));
  const none = checked.length === 0;
  const buttons = useMemo(() => [{ id: NEXT_ID, label: t.next, disabled: none }], [none]);
  useBottomBarAction(NEXT_ID, () => {
    if (!none) next();
  });
  return (
    <Box>
      <StorePicker scope={BULK_STORES_SCOPE} {...source} buttons={buttons} heading={t.heading} />
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="flex-end" gap="3" mt="3">
        <chakra.span role="status" fontWeight="bold" data-testid="bulk-chosen-count">
          {none ? t.noneChosen : t.chosen(checked.length)}
        </chakra.span>
        <Button minH="11" disabled={none} onClick={next}>
          {t.next}
        </Button>
      </Box>
    </Box>
  );
};

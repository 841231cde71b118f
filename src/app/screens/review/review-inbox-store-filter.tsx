import { Box, chakra } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import type { PickerGroup, PickerRow } from '../../../features/store-picker/model/picker-rows';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { useBottomBarAction } from '../../../state/bottom-bar-actions';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

const t = reviewInboxJa.stores;
const APPLY = 'review-inbox-apply-stores';

interface ReviewStoreFilterProps {
  // The stores of the open tab (or of every contracted provider when there are no tabs).
  rows: PickerRow[];
  businessGroups: PickerGroup[];
  customGroups: PickerGroup[];
  value: string[];
  onApply: (accountIds: string[]) => void;
}

// The store filter composes the shared store picker: it opens with the current filter checked, and the bottom
// bar's 「選択した店舗で絞り込む」 applies the checked stores (すべて選択 / クリア work on the picker's filtered rows).
export const ReviewStoreFilter = ({ rows, businessGroups, customGroups, value, onApply }: ReviewStoreFilterProps) => {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const offered = useMemo(() => new Set(rows.map((r) => r.key)), [rows]);
  // One list per tab: switching tabs with the picker open never carries the other provider's stores along.
  const scope = `review-inbox-stores:${[...new Set(rows.map((r) => r.provider))].join(',')}`;
  const checked = useAppSelector((s) => selectCheckedAccounts(s, scope));
  const chosen = value.filter((k) => offered.has(k));
  const buttons = useMemo(() => [{ id: APPLY, label: t.apply }], []);

  useBottomBarAction(APPLY, () => {
    // Every store is the same as no store filter, and keeps the URL (and the request line) short for large tenants.
    onApply(checked.length === offered.size ? [] : checked);
    setOpen(false);
  });

  const toggle = () => {
    // The picker opens on the current filter's stores of this tab; its selection holds nothing else.
    if (!open) dispatch(checkedAccountsSet({ scope, keys: chosen }));
    setOpen((v) => !v);
  };

  return (
    <Box>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="2">
        <chakra.span fontWeight="bold" fontSize="sm">
          {t.label}
        </chakra.span>
        <chakra.span data-testid="review-store-summary">{chosen.length > 0 ? t.selected(chosen.length) : t.all}</chakra.span>
        <Button variant="outline" minH="44px" aria-expanded={open} onClick={toggle}>
          {open ? t.close : t.choose}
        </Button>
        {chosen.length > 0 ? (
          <Button variant="ghost" minH="44px" onClick={() => onApply([])}>
            {t.clear}
          </Button>
        ) : null}
      </Box>
      {open ? (
        <Box mt="3">
          <StorePicker
            scope={scope}
            rows={rows}
            businessGroups={businessGroups}
            customGroups={customGroups}
            buttons={buttons}
            heading={t.pickerHeading}
            initialProvider={rows[0]?.provider ?? 'google'}
          />
        </Box>
      ) : null}
    </Box>
  );
};

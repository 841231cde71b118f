import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../../components/button';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import type { Provider } from '../../../features/store-picker/model/picker-rows';
import { useBottomBarAction } from '../../../state/bottom-bar-actions';
import { checkedAccountsSet, selectCheckedAccounts, type ListScope } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { StorePickerSource } from './use-store-picker-source';

export interface StoreFilterTexts {
  label: string;
  all: string;
  selected: (count: number) => string;
  choose: string;
  close: string;
  clear: string;
  pickerHeading: string;
  apply: string;
}

interface StoreFilterProps extends StorePickerSource {
  texts: StoreFilterTexts;
  /** The picker's selection (selection.checkedAccounts[scope]). */
  scope: ListScope;
  /** The id of the bottom bar's 「選択した店舗で絞り込む」. */
  applyId: string;
  /** The stores of the current filter among `rows`; none means every store. */
  value: string[];
  onApply: (keys: string[]) => void;
  /** While open the picker owns the bottom bar, so the screen may need to know (a bulk bar steps aside). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialProvider: Provider;
  summaryTestId: string;
}

// A list's store filter composes the shared store picker: it opens with the current filter checked, and the bottom
// bar's 「選択した店舗で絞り込む」 applies the checked stores (すべて選択 / クリア work on the picker's filtered rows).
export const StoreFilter = ({ texts: t, scope, applyId, value, onApply, open, onOpenChange, initialProvider, summaryTestId, ...source }: StoreFilterProps) => {
  const dispatch = useAppDispatch();
  const checked = useAppSelector((s) => selectCheckedAccounts(s, scope));
  const buttons = useMemo(() => [{ id: applyId, label: t.apply }], [applyId, t.apply]);

  useBottomBarAction(applyId, () => {
    // Every store is the same as no store filter, and keeps the URL (and the request line) short for large tenants.
    onApply(source.rows.length > 0 && checked.length === source.rows.length ? [] : checked);
    onOpenChange(false);
  });

  const toggle = () => {
    // The picker opens on the current filter's stores; its selection holds nothing else.
    if (!open) dispatch(checkedAccountsSet({ scope, keys: value }));
    onOpenChange(!open);
  };

  return (
    <Box>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="2">
        <chakra.span fontWeight="bold" fontSize="sm">
          {t.label}
        </chakra.span>
        <chakra.span data-testid={summaryTestId}>{value.length > 0 ? t.selected(value.length) : t.all}</chakra.span>
        <Button variant="outline" minH="44px" aria-expanded={open} onClick={toggle}>
          {open ? t.close : t.choose}
        </Button>
        {value.length > 0 ? (
          <Button variant="ghost" minH="44px" onClick={() => onApply([])}>
            {t.clear}
          </Button>
        ) : null}
      </Box>
      {open ? (
        <Box mt="3">
          <StorePicker scope={scope} {...source} buttons={buttons} heading={t.pickerHeading} initialProvider={initialProvider} />
        </Box>
      ) : null}
    </Box>
  );
};

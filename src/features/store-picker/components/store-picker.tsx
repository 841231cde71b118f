import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useId, useMemo, useState } from 'react';
import { EmptyState } from '../../../components/empty-state';
import { ja } from '../../../shared/i18n/ja';
import type { BottomBarButton } from '../../../state/bottom-bar.slice';
import { checkedAccountsAdded, checkedAccountsRemoved, checkedAccountToggled, selectCheckedAccounts, type ListScope } from '../../../state/selection.slice';
import { useSelectionBar } from '../../../state/use-selection-bar';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useDebouncedValue } from '../../../components/hooks/use-debounced-value';
import { countChecked, filterRows, type PickerGroup, type PickerRow, type Provider } from '../model/picker-rows';
import { PickerFilters } from './picker-filters';
import { PickerList } from './picker-list';

export interface StorePickerProps {
  // Which list's selection the picker edits (selection.checkedAccounts[scope]).
  scope: ListScope;
  rows: PickerRow[];
  businessGroups?: PickerGroup[];
  customGroups?: PickerGroup[];
  // The page's own bottom-bar buttons (for example 「グループに設定」); the page handles them with useBottomBarAction.
  buttons?: BottomBarButton[];
  heading?: string;
  debounceMs?: number;
  /** The provider shown first (a screen with provider tabs opens the picker on its open tab). */
  initialProvider?: Provider;
}

// Picks stores (account keys g_…/y_…) into selection.checkedAccounts[scope]. The bottom bar shows
// 「選択中 N / 全M件」 for the chosen provider; すべて選択 checks every row the current filters show.
export const StorePicker = ({
  scope,
  rows,
  businessGroups = [],
  customGroups = [],
  buttons = [],
  heading = ja.storePicker.heading,
  debounceMs = 500,
  initialProvider = 'google',
}: StorePickerProps) => {
  const dispatch = useAppDispatch();
  const headingId = useId();
  const checkedList = useAppSelector((s) => selectCheckedAccounts(s, scope));
  const checked = useMemo(() => new Set(checkedList), [checkedList]);
  const [query, setQuery] = useState('');
  const [provider, setProvider] = useState<Provider>(initialProvider);
  const [businessGroupId, setBusinessGroupId] = useState<number | null>(null);
  const [customGroupId, setCustomGroupId] = useState<number | null>(null);
  const debouncedQuery = useDebouncedValue(query, debounceMs);

  const providerRows = useMemo(() => rows.filter((r) => r.provider === provider), [rows, provider]);
  const visible = useMemo(
    () => filterRows(providerRows, { provider, query: debouncedQuery, businessGroupId, customGroupId }),
    [providerRows, provider, debouncedQuery, businessGroupId, customGroupId],
  );
  const selected = useMemo(() => countChecked(providerRows, checked), [providerRows, checked]);

  const onToggle = useCallback((key: string) => dispatch(checkedAccountToggled({ scope, key })), [dispatch, scope]);
  useSelectionBar({
    buttons,
    selected,
    total: providerRows.length,
    onClear: () => dispatch(checkedAccountsRemoved({ scope, keys: providerRows.map((r) => r.key) })),
    onSelectAll: () => dispatch(checkedAccountsAdded({ scope, keys: visible.map((r) => r.key) })),
  });

  return (
    <chakra.section aria-labelledby={headingId} data-testid="store-picker">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {heading}
      </chakra.h2>
      <PickerFilters
        query={query}
        onQueryChange={setQuery}
        provider={provider}
        onProviderChange={setProvider}
        businessGroups={businessGroups}
        businessGroupId={businessGroupId}
        onBusinessGroupChange={setBusinessGroupId}
        customGroups={customGroups}
        customGroupId={customGroupId}
        onCustomGroupChange={setCustomGroupId}
      />
      <Box role="status" aria-live="polite" fontSize="sm" color="muted" mb="2" data-testid="store-picker-count">
        {ja.storePicker.matches(visible.length)}
      </Box>
      {visible.length === 0 ? (
        <EmptyState message={ja.storePicker.noMatch} />
      ) : (
        <PickerList rows={visible} checked={checked} onToggle={onToggle} idPrefix={headingId} />
      )}
    </chakra.section>
  );
};

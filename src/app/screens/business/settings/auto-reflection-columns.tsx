import { chakra } from '@chakra-ui/react';
import type { Column } from '../../../../components/list/paged-table';
import { StatusBadge } from '../../../../components/status-badge';
import type { BusinessListingSummary } from '../../../../features/business-bulk/business-bulk.api';
import { autoReflectionJa, providerLabelsJa } from '../../../../features/business-bulk/business-bulk.ja';

const t = autoReflectionJa;
type Provider = 'google' | 'yahoo';

interface Options {
  checked: ReadonlySet<string>;
  onToggle: (key: string) => void;
}

// One provider's cell: a labelled checkbox for its account and the current state, or 未連携.
const AccountCell = ({ store, provider, checked, onToggle }: Options & { store: BusinessListingSummary; provider: Provider }) => {
  const account = store[provider];
  if (!account) return <chakra.span color="muted">{t.notLinked}</chakra.span>;
  const key = account.local_account_id;
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11" cursor="pointer">
      <input
        type="checkbox"
        checked={checked.has(key)}
        onChange={() => onToggle(key)}
        aria-label={t.select(store.store_name, providerLabelsJa[provider])}
        data-testid={`auto-reflect-check-${key}`}
      />
      <StatusBadge tone={account.auto_reflect ? 'success' : 'muted'} label={account.auto_reflect ? t.on : t.off} testId={`auto-reflect-state-${key}`} />
    </chakra.label>
  );
};

export const autoReflectionColumns = (options: Options): Column<BusinessListingSummary>[] => [
  {
    key: 'store',
    header: t.store,
    rowHeader: true,
    cell: (store) => (
      <>
        <chakra.span display="block">{store.store_name}</chakra.span>
        <chakra.span display="block" fontSize="xs" color="muted">
          {store.store_code}
        </chakra.span>
      </>
    ),
  },
  { key: 'google', header: `${providerLabelsJa.google} ${t.state}`, cell: (store) => <AccountCell store={store} provider="google" {...options} /> },
  { key: 'yahoo', header: `${providerLabelsJa.yahoo} ${t.state}`, cell: (store) => <AccountCell store={store} provider="yahoo" {...options} /> },
];

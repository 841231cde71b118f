import { useMemo, useState } from 'react';
import { dashboardJa } from '../../../shared/i18n/dashboard.ja';
import { StoreFilter } from '../shared/store-filter';
import { useStorePickerSource } from '../shared/use-store-picker-source';

interface DashboardStoresProps {
  /** The chosen Google stores; none means every linked Google store. */
  value: string[];
  onApply: (keys: string[]) => void;
}

// The figures are Google's, so the picker offers the Google listings only.
export const DashboardStores = ({ value, onApply }: DashboardStoresProps) => {
  const source = useStorePickerSource();
  const rows = useMemo(() => source.rows.filter((r) => r.provider === 'google'), [source.rows]);
  const [open, setOpen] = useState(false);
  return (
    <StoreFilter
      rows={rows}
      businessGroups={source.businessGroups}
      customGroups={source.customGroups}
      texts={dashboardJa.stores}
      scope="dashboard-stores"
      applyId="dashboard-apply-stores"
      value={value}
      onApply={onApply}
      open={open}
      onOpenChange={setOpen}
      initialProvider="google"
      summaryTestId="dashboard-store-summary"
    />
  );
};

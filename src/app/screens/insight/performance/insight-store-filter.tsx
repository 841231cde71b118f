import { useMemo, useState } from 'react';
import type { Provider } from '../../../../features/store-picker/model/picker-rows';
import { insightAnalysisJa } from '../../../../shared/i18n/insight-analysis.ja';
import { StoreFilter } from '../../shared/store-filter';
import { useStorePickerSource } from '../../shared/use-store-picker-source';

interface InsightStoreFilterProps {
  /** The analysis reads one provider's figures, so only its stores are offered. */
  provider: Provider;
  scope: string;
  value: string[];
  onApply: (stores: string[]) => void;
}

// The analysis screens' store filter: the shared picker over the provider's linked stores; none chosen is all.
export const InsightStoreFilter = ({ provider, scope, value, onApply }: InsightStoreFilterProps) => {
  const source = useStorePickerSource();
  const rows = useMemo(() => source.rows.filter((r) => r.provider === provider), [source.rows, provider]);
  const [open, setOpen] = useState(false);
  return (
    <StoreFilter
      {...source}
      rows={rows}
      texts={insightAnalysisJa.stores}
      scope={scope}
      applyId={`${scope}-apply`}
      value={value}
      onApply={onApply}
      open={open}
      onOpenChange={setOpen}
      initialProvider={provider}
      summaryTestId={`${scope}-summary`}
    />
  );
};

import { useMemo, useState } from 'react';
import type { PickerGroup, PickerRow } from '../../../features/store-picker/model/picker-rows';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { StoreFilter } from '../shared/store-filter';

interface ReviewStoreFilterProps {
  // The stores of the open tab (or of every contracted provider when there are no tabs).
  rows: PickerRow[];
  businessGroups: PickerGroup[];
  customGroups: PickerGroup[];
  value: string[];
  onApply: (accountIds: string[]) => void;
}

// The inbox's store filter offers the stores of the open tab only.
export const ReviewStoreFilter = ({ rows, businessGroups, customGroups, value, onApply }: ReviewStoreFilterProps) => {
  const [open, setOpen] = useState(false);
  const offered = useMemo(() => new Set(rows.map((r) => r.key)), [rows]);
  // One list per tab: switching tabs with the picker open never carries the other provider's stores along.
  const scope = `review-inbox-stores:${[...new Set(rows.map((r) => r.provider))].join(',')}`;
  return (
    <StoreFilter
      texts={reviewInboxJa.stores}
      scope={scope}
      applyId="review-inbox-apply-stores"
      rows={rows}
      businessGroups={businessGroups}
      customGroups={customGroups}
      value={value.filter((k) => offered.has(k))}
      onApply={onApply}
      open={open}
      onOpenChange={setOpen}
      initialProvider={rows[0]?.provider ?? 'google'}
      summaryTestId="review-store-summary"
    />
  );
};

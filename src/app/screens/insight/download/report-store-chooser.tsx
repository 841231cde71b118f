import { useMemo } from 'react';
import { StorePicker } from '../../../../features/store-picker/components/store-picker';
import { insightReportsJa } from '../../../../shared/i18n/insight-reports.ja';
import type { StorePickerSource } from '../../shared/use-store-picker-source';

/** The picker's selection (selection.checkedAccounts[scope]): keys of both providers; the form takes the kind's. */
export const REPORT_STORES_SCOPE = 'insight-report-stores';

// Only the kind's provider is offered: Google for the performance and client reports, Yahoo!プレイス for access analysis.
export const ReportStoreChooser = ({ source, provider }: { source: StorePickerSource; provider: 'google' | 'yahoo' }) => {
  const rows = useMemo(() => source.rows.filter((row) => row.provider === provider), [source.rows, provider]);
  const t = insightReportsJa.form;
  return (
    <StorePicker
      key={provider}
      scope={REPORT_STORES_SCOPE}
      rows={rows}
      businessGroups={source.businessGroups}
      customGroups={source.customGroups}
      heading={provider === 'google' ? t.storesHeadingGoogle : t.storesHeadingYahoo}
      initialProvider={provider}
    />
  );
};

import { useMemo } from 'react';
import { StorePicker } from '../../../../features/store-picker/components/store-picker';
import { rankingSettingsJa } from '../../../../shared/i18n/ranking-settings.ja';
import { useStorePickerSource } from '../../shared/use-store-picker-source';

/** The picker's selection: store × provider keys (g_… Google, y_… Yahoo!). */
export const MEASURE_STORES_SCOPE = 'ranking-measure-stores';

// Only the providers with a ranking contract are offered: a measure on another would be refused by the server.
export const MeasureStoreChooser = ({ google, yahoo }: { google: boolean; yahoo: boolean }) => {
  const source = useStorePickerSource();
  const rows = useMemo(() => source.rows.filter((row) => (row.provider === 'google' ? google : yahoo)), [source.rows, google, yahoo]);
  return (
    <StorePicker
      scope={MEASURE_STORES_SCOPE}
      rows={rows}
      businessGroups={source.businessGroups}
      customGroups={source.customGroups}
      heading={rankingSettingsJa.form.storesHeading}
      initialProvider={google ? 'google' : 'yahoo'}
    />
  );
};

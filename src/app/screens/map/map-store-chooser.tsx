import { chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { StorePicker } from '../../../features/store-picker/components/store-picker';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import { useStorePickerSource } from '../shared/use-store-picker-source';

/** The picker's selection: the Google stores (g_…) whose items a widget shows. */
export const MAP_WIDGET_STORES_SCOPE = 'map-widget-stores';

// Widgets show Google reviews, posts and photos, so only Google stores are offered.
export const MapStoreChooser = () => {
  const source = useStorePickerSource();
  const rows = useMemo(() => source.rows.filter((row) => row.provider === 'google'), [source.rows]);
  return (
    <>
      <StorePicker scope={MAP_WIDGET_STORES_SCOPE} rows={rows} businessGroups={source.businessGroups} customGroups={source.customGroups} heading={mapToolJa.fields.storesHeading} />
      <chakra.p fontSize="sm" color="muted" mt="2">
        {mapToolJa.fields.googleOnly}
      </chakra.p>
    </>
  );
};

import { ScreenHeading } from '../../../components/screen-heading';
import { WidgetsManager } from '../../../features/map-tool/components/widgets-manager';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import { useOwnership } from '../../brand';
import { mapWidgetEditPath } from '../../paths';
import { MapToolGate, MapToolNav } from './map-tool-frame';

// MEO活用ツール / MAP活用ツール: every widget of the company with its embed code, and the way to each kind's list.
export const MapHomeScreen = () => {
  const title = mapToolJa.title[useOwnership()];
  return (
    <MapToolGate title={title}>
      <ScreenHeading title={title} lead={mapToolJa.lead} />
      <MapToolNav />
      <WidgetsManager editPath={(widget) => mapWidgetEditPath(widget.kind, widget.id)} />
    </MapToolGate>
  );
};

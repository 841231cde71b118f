import { ScreenHeading } from '../../../components/screen-heading';
import { WidgetsManager } from '../../../features/map-tool/components/widgets-manager';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';
import type { WidgetKind } from '../../../shared/widget/widget-types';
import { mapWidgetEditPath } from '../../paths';
import { MapToolGate, MapToolNav } from './map-tool-frame';

// 口コミ / 投稿 / 写真: one kind's widgets (edit, delete after asking) and creating one.
export const MapWidgetsScreen = ({ kind }: { kind: WidgetKind }) => (
  <MapToolGate title={mapToolJa.kindTitle(kind)}>
    <ScreenHeading title={mapToolJa.kindTitle(kind)} lead={mapToolJa.kindLead[kind]} />
    <MapToolNav kind={kind} />
    <WidgetsManager kind={kind} editPath={(widget) => mapWidgetEditPath(kind, widget.id)} />
  </MapToolGate>
);

import { defaultWidgetSettings } from '../../../../src/shared/widget/widget-defaults';
import type { MapWidgetKind } from './map-tool.table';

/** A complete settings body of a widget kind (the console's defaults), for the given stores. */
export const widgetInput = (kind: MapWidgetKind, accounts: string[], overrides: Record<string, unknown> = {}) => ({
  ...defaultWidgetSettings(kind),
  name: `${kind}ウィジェット`,
  accounts,
  ...overrides,
});

/** The contract path of a widget kind. */
export const widgetPath = (kind: MapWidgetKind): string => ({ review: '/api/map-tool/reviews', post: '/api/map-tool/post-settings', picture: '/api/map-tool/picture-settings' })[kind];

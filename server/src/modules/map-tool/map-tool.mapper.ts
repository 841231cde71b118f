import { toJstDateTime } from '../../formats';
import type { MapWidgetRow } from './map-tool.table';

/** The HTML a business pastes once: a placeholder and the embed script, which fills it from the public endpoint. */
export const embedSnippet = (publicOrigin: string, publicId: string): string =>
  `<div data-meo-widget="${publicId}"></div>\n<script async src="${publicOrigin}/embed/widget.js"></script>`;

export const toMapWidget = (row: MapWidgetRow, publicOrigin: string) => ({
  id: row.id,
  public_id: row.publicId,
  kind: row.kind,
  name: row.name,
  settings: row.settings,
  snippet: embedSnippet(publicOrigin, row.publicId),
  created_at: toJstDateTime(row.createdAt),
  updated_at: toJstDateTime(row.updatedAt),
});

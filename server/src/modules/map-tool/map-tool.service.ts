import { randomBytes } from 'node:crypto';
import type { Deps } from '../../deps';
import { inAccountScope, type AuthContext } from '../../http/auth-context';
import { notFound } from '../../http/errors';
import { pageWindow } from '../../http/pagination';
import { requireLinked } from '../local-accounts/linking.service';
import { findItemAccount, findItems } from './map-items.repository';
import type { MapWidgetKind } from './map-tool.table';
import { toMapWidget } from './map-tool.mapper';
import { mapToolMessagesJa as m } from './map-tool.messages.ja';
import { forgetCompanyWidgets } from './public-widget.service';
import { deleteWidget, findWidget, insertWidget, listWidgets, setHidden, updateWidget, type WidgetValues } from './map-widgets.repository';

type MapDeps = Pick<Deps, 'db' | 'clock' | 'config'>;
export type WidgetInput = { name: string; accounts: string[] } & Record<string, unknown>;

// A store outside the actor's company or scope, or not linked, is a 404 like any id the actor may not see; the
// contract's GoogleAccountKey pattern already refused Yahoo stores.
async function checkedValues(deps: MapDeps, auth: AuthContext, input: WidgetInput): Promise<WidgetValues> {
  const stores = await requireLinked(deps.db, auth.company.id, input.accounts, auth.accountScope);
  return { name: input.name.trim(), settings: { ...input, name: input.name.trim() }, accountIds: stores.map((s) => s.id) };
}

export async function listMapWidgets(deps: MapDeps, auth: AuthContext, query: { kind?: MapWidgetKind }) {
  const rows = await listWidgets(deps.db, auth.company.id, query.kind, auth.accountScope);
  return { data: rows.map((row) => toMapWidget(row, deps.config.publicOrigin)) };
}

export async function getMapWidget(deps: MapDeps, auth: AuthContext, kind: MapWidgetKind, id: number) {
  const row = await findWidget(deps.db, auth.company.id, kind, id, auth.accountScope);
  if (!row) throw notFound();
  return { data: toMapWidget(row, deps.config.publicOrigin) };
}

export async function createMapWidget(deps: MapDeps, auth: AuthContext, kind: MapWidgetKind, input: WidgetInput) {
  const values = await checkedValues(deps, auth, input);
  // 128 random bits in 22 url-safe characters: unguessable, and unrelated to the row id or the company.
  const row = await insertWidget(deps.db, auth.company.id, kind, randomBytes(16).toString('base64url'), values, deps.clock.now());
  return { message: m.created, data: toMapWidget(row, deps.config.publicOrigin) };
}

export async function updateMapWidget(deps: MapDeps, auth: AuthContext, kind: MapWidgetKind, id: number, input: WidgetInput) {
  const row = await updateWidget(deps.db, auth.company.id, kind, id, await checkedValues(deps, auth, input), auth.accountScope, deps.clock.now());
  if (!row) throw notFound();
  forgetCompanyWidgets(auth.company.id);
  return { message: m.updated, data: toMapWidget(row, deps.config.publicOrigin) };
}

export async function deleteMapWidget(deps: MapDeps, auth: AuthContext, kind: MapWidgetKind, id: number) {
  if (!(await deleteWidget(deps.db, auth.company.id, kind, id, auth.accountScope))) throw notFound();
  forgetCompanyWidgets(auth.company.id);
  return { message: m.deleted };
}

export async function listMapWidgetItems(deps: MapDeps, auth: AuthContext, query: { kind: MapWidgetKind; local_account_ids: string[]; page?: number; page_size?: number }) {
  const stores = await requireLinked(deps.db, auth.company.id, query.local_account_ids, auth.accountScope);
  const { limit, offset } = pageWindow(query);
  const { items, total } = await findItems(deps.db, query.kind, { companyId: auth.company.id, accountIds: stores.map((s) => s.id), visibleOnly: false, limit, offset });
  return { total, data: items.map(({ itemKind, ...item }) => ({ ...item, kind: itemKind as 1 | 2 })) };
}

export async function setMapItemVisibility(deps: MapDeps, auth: AuthContext, kind: MapWidgetKind, id: number, visible: boolean) {
  const accountId = await findItemAccount(deps.db, auth.company.id, kind, id);
  if (accountId === null || !inAccountScope(auth, accountId)) throw notFound();
  await setHidden(deps.db, auth.company.id, kind, id, !visible, deps.clock.now());
  forgetCompanyWidgets(auth.company.id);
  return { message: visible ? m.shown : m.hidden, data: { id, visible } };
}

import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mapHiddenItems, mapWidgets, type MapWidgetKind, type MapWidgetRow } from './map-tool.table';

// Every statement is scoped by the company. A store user's scope (the stores they may see) narrows widgets to those
// whose stores all lie inside it: a widget showing another store of the company is somebody else's to edit.
const inScope = (scope: readonly number[] | null) =>
  scope === null ? sql`true` : sql`${mapWidgets.accountIds} <@ ${JSON.stringify([...scope])}::jsonb`;

export interface WidgetValues {
  name: string;
  settings: Record<string, unknown>;
  accountIds: number[];
}

export async function listWidgets(db: Db, companyId: number, kind: MapWidgetKind | undefined, scope: readonly number[] | null): Promise<MapWidgetRow[]> {
  return db
    .select()
    .from(mapWidgets)
    .where(and(eq(mapWidgets.companyId, companyId), kind ? eq(mapWidgets.kind, kind) : undefined, inScope(scope)))
    .orderBy(desc(mapWidgets.updatedAt), desc(mapWidgets.id))
    .limit(1000);
}

export async function findWidget(db: Db, companyId: number, kind: MapWidgetKind, id: number, scope: readonly number[] | null): Promise<MapWidgetRow | null> {
  const [row] = await db
    .select()
    .from(mapWidgets)
    .where(and(eq(mapWidgets.companyId, companyId), eq(mapWidgets.kind, kind), eq(mapWidgets.id, id), inScope(scope)));
  return row ?? null;
}

export async function insertWidget(db: Db, companyId: number, kind: MapWidgetKind, publicId: string, values: WidgetValues, now: Date): Promise<MapWidgetRow> {
  const [row] = await db.insert(mapWidgets).values({ companyId, kind, publicId, ...values, createdAt: now, updatedAt: now }).returning();
  return row;
}

export async function updateWidget(db: Db, companyId: number, kind: MapWidgetKind, id: number, values: WidgetValues, scope: readonly number[] | null, now: Date): Promise<MapWidgetRow | null> {
  const [row] = await db
    .update(mapWidgets)
    .set({ ...values, updatedAt: now })
    .where(and(eq(mapWidgets.companyId, companyId), eq(mapWidgets.kind, kind), eq(mapWidgets.id, id), inScope(scope)))
    .returning();
  return row ?? null;
}

export async function deleteWidget(db: Db, companyId: number, kind: MapWidgetKind, id: number, scope: readonly number[] | null): Promise<boolean> {
  const rows = await db
    .delete(mapWidgets)
    .where(and(eq(mapWidgets.companyId, companyId), eq(mapWidgets.kind, kind), eq(mapWidgets.id, id), inScope(scope)))
    .returning({ id: mapWidgets.id });
  return rows.length > 0;
}

/** The widget an embed asks for, by its public id only (the public read has no company). */
export async function findWidgetByPublicId(db: Db, publicId: string): Promise<MapWidgetRow | null> {
  const [row] = await db.select().from(mapWidgets).where(eq(mapWidgets.publicId, publicId));
  return row ?? null;
}

/** Hides an item from every widget of the company, or shows it again (deleting its row). */
export async function setHidden(db: Db, companyId: number, kind: MapWidgetKind, itemId: number, hidden: boolean, now: Date): Promise<void> {
  if (hidden) await db.insert(mapHiddenItems).values({ companyId, kind, itemId, hiddenAt: now }).onConflictDoNothing();
  else await db.delete(mapHiddenItems).where(and(eq(mapHiddenItems.companyId, companyId), eq(mapHiddenItems.kind, kind), eq(mapHiddenItems.itemId, itemId)));
}

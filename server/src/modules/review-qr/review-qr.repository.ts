import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewQrSettings, type ReviewQrSettingRow } from './review-qr.table';

export interface QrSettingValues {
  template: string;
  paperSize: string;
  language: string;
  headline: string;
  message: string;
}

export async function findQrSetting(db: Db, companyId: number, localAccountId: number): Promise<ReviewQrSettingRow | null> {
  const rows = await db
    .select()
    .from(reviewQrSettings)
    .where(and(eq(reviewQrSettings.companyId, companyId), eq(reviewQrSettings.localAccountId, localAccountId)))
    .limit(1);
  return rows[0] ?? null;
}

/** One row per store: the first save inserts it, later saves replace the design (only within the company). */
export async function saveQrSetting(db: Db, companyId: number, localAccountId: number, values: QrSettingValues, now: Date): Promise<ReviewQrSettingRow> {
  const [row] = await db
    .insert(reviewQrSettings)
    .values({ companyId, localAccountId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: reviewQrSettings.localAccountId,
      set: { ...values, updatedAt: now },
      setWhere: eq(reviewQrSettings.companyId, companyId),
    })
    .returning();
  return row;
}

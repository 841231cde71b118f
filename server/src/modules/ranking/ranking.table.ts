import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { companies, users } from '../../tenancy/tenancy.table';

// Map-rank measurement. A measure is one keyword × one linked listing (so its provider is the listing's). Only
// provider ids are kept long-term (Places terms: place ids may be stored, other Places content may not), so results
// hold ids and ranks, never names.

export const measures = pgTable(
  'rank_measures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    provider: text('provider', { enum: ['google', 'yahoo'] }).notNull(),
    keyword: text('keyword').notNull(),
    /** normalizeKeyword(keyword) lower-cased: one measure per listing and keyword. */
    keywordKey: text('keyword_key').notNull(),
    kind: text('kind', { enum: ['menu', 'contract'] }).notNull(),
    status: text('status', { enum: ['measuring', 'stopped'] }).notNull(),
    pointKind: text('point_kind', { enum: ['store', 'address', 'station', 'coordinates'] }).notNull(),
    pointLabel: text('point_label'),
    /** For a store point: the listing's location, read from the provider at the first measurement. */
    pointLat: doublePrecision('point_lat'),
    pointLng: doublePrecision('point_lng'),
    radiusM: integer('radius_m').notNull(),
    /** HH:mm, Asia/Tokyo. */
    measureTime: text('measure_time').notNull(),
    depth: integer('depth').notNull(),
    /** The listing's id in search results (Google metadata.placeId, Yahoo gid), read at the first measurement. */
    targetPlaceId: text('target_place_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Deleted measures keep their history for audits but no longer show or count. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rank_measures_account_keyword_key').on(t.localAccountId, t.keywordKey).where(sql`${t.deletedAt} is null`),
    index('rank_measures_company_idx').on(t.companyId, t.status),
    index('rank_measures_time_idx').on(t.measureTime).where(sql`${t.deletedAt} is null and ${t.status} = 'measuring'`),
    check('rank_measures_radius_check', sql`${t.radiusM} between 100 and 50000`),
    check('rank_measures_depth_check', sql`${t.depth} between 1 and 100`),
  ],
);

// One row per measure per Tokyo day (the unique key makes a retried or doubled job land on the same row): the intent
// of that day's measurement, then its result.
export const rankResults = pgTable(
  'rank_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    measureId: integer('measure_id')
      .notNull()
      .references(() => measures.id, { onDelete: 'cascade' }),
    measuredOn: date('measured_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['pending', 'claimed', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Not before this instant (the measure's time, or a retry's backoff). */
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    errorMessage: text('error_message'),
    outcome: text('outcome', { enum: ['ranked', 'out_of_range', 'no_result'] }),
    rank: integer('rank'),
    depth: integer('depth').notNull(),
    resultCount: integer('result_count').notNull().default(0),
    /** The first 20 result ids in order (competitors and their history come from these). */
    resultIds: text('result_ids').array().$type<string[]>().notNull().default(sql`'{}'::text[]`),
    /** The point and radius actually searched from. */
    pointLat: doublePrecision('point_lat'),
    pointLng: doublePrecision('point_lng'),
    radiusM: integer('radius_m'),
    deviceProfile: text('device_profile'),
    snapshotStatus: text('snapshot_status', { enum: ['pending', 'ok', 'missing'] }).notNull().default('pending'),
    /** Storage key of the PNG. */
    snapshotKey: text('snapshot_key'),
    /** SHA-256 hex of the PNG as rendered. */
    contentHash: text('content_hash'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rank_results_measure_day_key').on(t.measureId, t.measuredOn),
    index('rank_results_due_idx').on(t.status, t.sendAfter),
    check('rank_results_rank_check', sql`${t.rank} is null or ${t.rank} >= 1`),
  ],
);

export const geoGrids = pgTable(
  'rank_geo_grids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    measureId: integer('measure_id')
      .notNull()
      .references(() => measures.id, { onDelete: 'cascade' }),
    size: smallint('size').notNull(),
    spacingM: integer('spacing_m').notNull(),
    centerLat: doublePrecision('center_lat').notNull(),
    centerLng: doublePrecision('center_lng').notNull(),
    status: text('status', { enum: ['pending', 'running', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    averageRank: doublePrecision('average_rank'),
    foundCells: integer('found_cells').notNull().default(0),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('rank_geo_grids_measure_idx').on(t.measureId, t.createdAt),
    check('rank_geo_grids_size_check', sql`${t.size} in (3, 5, 7)`),
    // One grid at a time per measure: a second start while one is queued or running loses the insert (409).
    uniqueIndex('rank_geo_grids_active_key').on(t.measureId).where(sql`${t.status} in ('pending', 'running')`),
  ],
);

export const geoGridCells = pgTable(
  'rank_geo_grid_cells',
  {
    gridId: integer('grid_id')
      .notNull()
      .references(() => geoGrids.id, { onDelete: 'cascade' }),
    row: smallint('row').notNull(),
    col: smallint('col').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    northM: integer('north_m').notNull(),
    eastM: integer('east_m').notNull(),
    outcome: text('outcome', { enum: ['ranked', 'out_of_range', 'no_result'] }),
    rank: integer('rank'),
    measuredAt: timestamp('measured_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('rank_geo_grid_cells_key').on(t.gridId, t.row, t.col)],
);

export type MeasureRow = typeof measures.$inferSelect;
export type RankResultRow = typeof rankResults.$inferSelect;
export type GeoGridRow = typeof geoGrids.$inferSelect;
export type GeoGridCellRow = typeof geoGridCells.$inferSelect;

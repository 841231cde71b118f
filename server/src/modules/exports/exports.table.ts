import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, users } from '../../tenancy/tenancy.table';

// One row per requested data file: the request the exports.run job works from and the record a client that
// missed the realtime event reads (GET /data-files). Rows are never deleted by the pipeline, so
// created = completed + failed (+ those still queued or running) always holds.
export const exportFiles = pgTable(
  'export_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['store_list', 'reviews', 'coupon_reviews', 'ranking', 'insight_report', 'yahoo_report', 'client_report', 'search_queries'] }).notNull(),
    /** The list's filters as the request gave them (kinds with filters: reviews, coupon_reviews). */
    params: jsonb('params').$type<Record<string, unknown>>(),
    format: text('format', { enum: ['xlsx', 'pdf'] }).notNull(),
    status: text('status', { enum: ['queued', 'running', 'completed', 'failed'] }).notNull().default('queued'),
    fileKey: text('file_key'),
    fileName: text('file_name').notNull(),
    size: integer('size'),
    errorMessage: text('error_message'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('export_files_user_id_idx').on(t.userId, t.id), index('export_files_status_idx').on(t.status, t.createdAt)],
);

export type ExportFileRow = typeof exportFiles.$inferSelect;
export type ExportFormat = ExportFileRow['format'];
export type ExportKind = ExportFileRow['kind'];

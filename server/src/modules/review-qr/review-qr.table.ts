import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies } from '../../tenancy/tenancy.table';

// The saved QR code design of one Google-linked store: template (default, template_1 … template_14), paper size
// and language combination, plus the store's own headline and message printed on it.
export const reviewQrSettings = pgTable(
  'review_qr_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    template: text('template').notNull().default('default'),
    paperSize: text('paper_size').notNull().default('card'),
    language: text('language').notNull().default('jp'),
    headline: text('headline').notNull().default(''),
    message: text('message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_qr_settings_account_key').on(t.localAccountId)],
);

export type ReviewQrSettingRow = typeof reviewQrSettings.$inferSelect;

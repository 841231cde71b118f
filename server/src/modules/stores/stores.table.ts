import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from '../../tenancy/tenancy.table';

// A business location of a company. The Google and Yahoo listings it is linked to are filled in by account
// linking (providers issue); until then a store is only the company's own record of it.
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    storeCode: text('store_code').notNull(),
    name: text('name').notNull(),
    prefecture: text('prefecture').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    googleLocationName: text('google_location_name'),
    yahooPlaceId: text('yahoo_place_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stores_company_store_code_key').on(t.companyId, t.storeCode), index('stores_company_id_idx').on(t.companyId, t.id)],
);

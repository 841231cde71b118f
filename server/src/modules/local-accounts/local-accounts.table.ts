import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { providerConnections } from '../../provider-access/provider-connections.table';
import { stores } from '../stores/stores.table';
import { companies, users } from '../../tenancy/tenancy.table';

const providerEnum = { enum: ['google', 'yahoo'] as const };

// One-time OAuth states: only a hash of the state is kept, and the PKCE verifier is sealed.
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', providerEnum).notNull(),
    codeVerifierSealed: text('code_verifier_sealed').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    renew: boolean('renew').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('oauth_states_state_hash_key').on(t.stateHash)],
);

// A provider location the company's connection can manage. 'unlinked' rows are candidates (listed by the provider
// but not chosen, or unlinked later); 'linked' rows are the g_/y_ local accounts and always have a store.
export const localAccounts = pgTable(
  'local_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider', providerEnum).notNull(),
    providerLocationId: text('provider_location_id').notNull(),
    providerAccountId: text('provider_account_id'),
    connectionId: integer('connection_id').references(() => providerConnections.id),
    storeId: integer('store_id').references(() => stores.id),
    title: text('title').notNull(),
    storeCode: text('store_code'),
    address: text('address').notNull(),
    phone: text('phone'),
    status: text('status', { enum: ['linked', 'unlinked'] }).notNull(),
    isSelected: boolean('is_selected').notNull().default(true),
    /** Business info: our record is sent to this listing on every save; imports from the provider are refused while on. */
    autoReflect: boolean('auto_reflect').notNull().default(true),
    /** On a Yahoo account: the Google account it is paired with as one store. */
    pairedAccountId: integer('paired_account_id').references((): AnyPgColumn => localAccounts.id),
    linkedAt: timestamp('linked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('local_accounts_company_provider_location_key').on(t.companyId, t.provider, t.providerLocationId),
    index('local_accounts_company_status_idx').on(t.companyId, t.status, t.provider, t.id),
  ],
);

export type OauthStateRow = typeof oauthStates.$inferSelect;
export type LocalAccountRow = typeof localAccounts.$inferSelect;

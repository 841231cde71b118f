import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../tenancy/tenancy.table';

// A company's OAuth grant at one provider. One per provider: linking again (or renewing) replaces the tokens.
// Tokens are sealed with the token cipher (context = provider) so the raw column never holds a usable token.
export const providerConnections = pgTable(
  'provider_connections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider', { enum: ['google', 'yahoo'] as const }).notNull(),
    providerAccountId: text('provider_account_id'),
    accountLabel: text('account_label'),
    refreshTokenSealed: text('refresh_token_sealed'),
    accessTokenSealed: text('access_token_sealed'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    tokenState: text('token_state', { enum: ['active', 'expired'] }).notNull(),
    linkedByUserId: integer('linked_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_connections_company_provider_key').on(t.companyId, t.provider)],
);

export type ProviderConnectionRow = typeof providerConnections.$inferSelect;

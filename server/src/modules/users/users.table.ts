import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';

/** The stores (linked accounts) a store user may see; normal users have no rows and see the whole company. */
export const userLocalAccounts = pgTable(
  'user_local_accounts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.localAccountId] }), index('user_local_accounts_local_account_id_idx').on(t.localAccountId)],
);

// A pending change of a user's own address: the address changes only when the link mailed to the new one is opened,
// so a typo or a stolen session cannot move the account to an address its owner does not read.
export const emailChanges = pgTable(
  'email_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    newEmail: text('new_email').notNull(),
    // Only the SHA-256 of the token is stored, like sessions and reset links.
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_changes_token_hash_key').on(t.tokenHash), index('email_changes_user_id_idx').on(t.userId)],
);

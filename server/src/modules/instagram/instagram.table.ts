import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies, users } from '../../tenancy/tenancy.table';

// One-time OAuth states of the Instagram connect flow: only a hash of the state is kept.
export const instagramOauthStates = pgTable(
  'instagram_oauth_states',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stateHash: text('state_hash').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redirectUri: text('redirect_uri').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instagram_oauth_states_state_hash_key').on(t.stateHash)],
);

// A connected Instagram professional account; its long-lived token is sealed with the token cipher.
export const instagramAccounts = pgTable(
  'instagram_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    igUserId: text('ig_user_id').notNull(),
    username: text('username').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    connectedByUserId: integer('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instagram_accounts_company_user_key').on(t.companyId, t.igUserId)],
);

// Which account to watch, which Google stores receive its new posts, and the rules. watermark_at is the timestamp of
// the newest Instagram post already considered (with the ids of the posts at that very second); null until the
// first check, which only sets it.
export const instagramSettings = pgTable(
  'instagram_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    instagramAccountId: integer('instagram_account_id')
      .notNull()
      .references(() => instagramAccounts.id),
    requiredHashtags: jsonb('required_hashtags').$type<string[]>().notNull(),
    excludedHashtags: jsonb('excluded_hashtags').$type<string[]>().notNull(),
    removeHashtags: boolean('remove_hashtags').notNull().default(false),
    enabled: boolean('enabled').notNull().default(true),
    watermarkAt: timestamp('watermark_at', { withTimezone: true }),
    /** The posts at exactly watermark_at already considered: Instagram's times are whole seconds. */
    watermarkMediaIds: jsonb('watermark_media_ids').$type<string[]>().notNull().default([]),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The last check's failure, shown in the list until a check works again. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('instagram_settings_company_idx').on(t.companyId, t.id), index('instagram_settings_enabled_idx').on(t.enabled, t.id)],
);

export const instagramSettingAccounts = pgTable(
  'instagram_setting_accounts',
  {
    settingId: integer('setting_id')
      .notNull()
      .references(() => instagramSettings.id, { onDelete: 'cascade' }),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.settingId, t.localAccountId] }), index('instagram_setting_accounts_account_idx').on(t.companyId, t.localAccountId)],
);

// One Instagram post × store crossposted: the unique key makes a re-run, or two workers, crosspost it once. The
// re-hosted photo (shared by the stores of one post) is served by its token as the sourceUrl Google fetches.
export const instagramCrossposts = pgTable(
  'instagram_crossposts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    settingId: integer('setting_id').references(() => instagramSettings.id, { onDelete: 'set null' }),
    mediaId: text('media_id').notNull(),
    localAccountId: integer('local_account_id')
      .notNull()
      .references(() => localAccounts.id),
    postHistoryId: integer('post_history_id'),
    imageKey: text('image_key'),
    imageToken: text('image_token'),
    imageType: text('image_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('instagram_crossposts_media_account_key').on(t.companyId, t.mediaId, t.localAccountId),
    index('instagram_crossposts_image_token_idx').on(t.imageToken),
  ],
);

export type InstagramAccountRow = typeof instagramAccounts.$inferSelect;
export type InstagramSettingRow = typeof instagramSettings.$inferSelect;
export type InstagramOauthStateRow = typeof instagramOauthStates.$inferSelect;

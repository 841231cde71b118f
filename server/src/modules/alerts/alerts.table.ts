import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_KINDS } from '../../notifications/alert-port';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { companies, users } from '../../tenancy/tenancy.table';

export const ALERT_CHANNELS = ['email', 'line', 'slack'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
export const DELIVERY_PURPOSES = ['event', 'digest', 'test'] as const;
export const DELIVERY_STATES = ['pending', 'claimed', 'sent', 'failed'] as const;

// What one user wants to hear about and where. A user without a row has every alert off.
export const alertSettings = pgTable(
  'alert_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    lowRatingEnabled: boolean('low_rating_enabled').notNull().default(false),
    /** A new review at or below this many stars. */
    lowRatingMax: smallint('low_rating_max').notNull().default(2),
    approvalWaitingEnabled: boolean('approval_waiting_enabled').notNull().default(false),
    postFailedEnabled: boolean('post_failed_enabled').notNull().default(false),
    googleEditEnabled: boolean('google_edit_enabled').notNull().default(false),
    linkExpiredEnabled: boolean('link_expired_enabled').notNull().default(false),
    rankDropEnabled: boolean('rank_drop_enabled').notNull().default(false),
    /** A rank drop of at least this many places since the previous measurement. */
    rankDropMin: smallint('rank_drop_min').notNull().default(3),
    emailEnabled: boolean('email_enabled').notNull().default(false),
    lineEnabled: boolean('line_enabled').notNull().default(false),
    lineTo: text('line_to'),
    slackEnabled: boolean('slack_enabled').notNull().default(false),
    /** Checked against the SSRF guard when saved and before every post. */
    slackWebhookUrl: text('slack_webhook_url'),
    /** Non-urgent events wait for one message a day instead of one message each. */
    digest: boolean('digest').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('alert_settings_company_idx').on(t.companyId),
    check('alert_settings_low_rating_check', sql`${t.lowRatingMax} between 1 and 5`),
    check('alert_settings_rank_drop_check', sql`${t.rankDropMin} between 1 and 100`),
  ],
);

// One row per source event per subscribed user: the unique key makes a source raised twice (a retried job, a second
// sync) one alert. The words are fixed when the event happens, so the history reads the same later.
export const alertEvents = pgTable(
  'alert_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    sourceKey: text('source_key').notNull(),
    localAccountId: integer('local_account_id').references(() => localAccounts.id, { onDelete: 'set null' }),
    storeName: text('store_name'),
    summary: text('summary').notNull(),
    /** Waits for the daily digest instead of an instant message. */
    digest: boolean('digest').notNull(),
    /** The Tokyo day of the digest that carried it; null while it waits. */
    digestDay: date('digest_day', { mode: 'string' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('alert_events_source_user_key').on(t.sourceKey, t.userId),
    index('alert_events_digest_idx').on(t.userId, t.occurredAt).where(sql`${t.digest} and ${t.digestDay} is null`),
  ],
);

// One message to one channel: an event's instant message (unique per event and channel), a user's daily digest
// (unique per user, channel and day) or a test. These are intents (jobs/intents.ts): claimed, sent once, retried with
// backoff, failed visibly. The idempotency key is the LINE retry key and the Idempotency-Key of every attempt.
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: DELIVERY_PURPOSES }).notNull(),
    eventId: integer('event_id').references(() => alertEvents.id, { onDelete: 'cascade' }),
    digestDay: date('digest_day', { mode: 'string' }),
    channel: text('channel', { enum: ALERT_CHANNELS }).notNull(),
    /** The address, LINE id or webhook URL as set when the delivery was made. */
    target: text('target').notNull(),
    status: text('status', { enum: DELIVERY_STATES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Claims allowed before the row fails; a person's retry raises it. */
    attemptLimit: integer('attempt_limit').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    sendAfter: timestamp('send_after', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    errorMessage: text('error_message'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('alert_deliveries_event_channel_key').on(t.eventId, t.channel).where(sql`${t.eventId} is not null`),
    uniqueIndex('alert_deliveries_digest_key').on(t.userId, t.channel, t.digestDay).where(sql`${t.purpose} = 'digest'`),
    index('alert_deliveries_user_idx').on(t.userId, t.id),
    index('alert_deliveries_due_idx').on(t.status, t.sendAfter),
  ],
);

export type AlertSettingsRow = typeof alertSettings.$inferSelect;
export type AlertEventRow = typeof alertEvents.$inferSelect;
export type AlertDeliveryRow = typeof alertDeliveries.$inferSelect;

import type { Deps } from '../../deps';
import type { AlertEvent, AlertKind } from '../../notifications/alert-port';
import { channelsOf, newDelivery } from './alert-channels';
import { queueDeliveries } from './alert-delivery.service';
import { insertAlertDeliveries, insertAlertEvents } from './alert-events.repository';
import { findStoreTitle, findSubscribers } from './alert-settings.repository';
import { summaryOf } from './alerts.messages.ja';

type RaiseDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'logger'>;

/** Something is broken until a person acts: these never wait for the morning digest. */
export const URGENT_KINDS: ReadonlySet<AlertKind> = new Set(['post_failed', 'link_expired']);

/**
 * The raiser behind deps.alerts: records the event once per subscribed user (a source raised again finds its rows
 * and adds nothing) and opens one delivery per channel of each user who wants it now; a user on the digest gets
 * non-urgent events in the morning instead. Answers the new deliveries, already handed to the workers.
 */
export async function raiseAlertEvent(deps: RaiseDeps, event: AlertEvent): Promise<number[]> {
  const subscribers = await findSubscribers(deps.db, event);
  if (subscribers.length === 0) return [];
  const storeName = event.localAccountId === null ? null : await findStoreTitle(deps.db, event.companyId, event.localAccountId);
  const now = deps.clock.now();
  const byUser = new Map(subscribers.map((s) => [s.settings.userId, s]));
  const ids = await deps.db.transaction(async (tx) => {
    const recorded = await insertAlertEvents(
      tx,
      subscribers.map(({ settings }) => ({
        companyId: event.companyId,
        userId: settings.userId,
        kind: event.kind,
        sourceKey: event.sourceKey,
        localAccountId: event.localAccountId,
        storeName,
        summary: summaryOf(event),
        digest: settings.digest && !URGENT_KINDS.has(event.kind),
        occurredAt: now,
      })),
    );
    const deliveries = recorded
      .filter((row) => !row.digest)
      .flatMap((row) => {
        const subscriber = byUser.get(row.userId);
        if (!subscriber) return [];
        const base = { companyId: row.companyId, userId: row.userId, purpose: 'event' as const, eventId: row.id };
        return channelsOf(subscriber.settings, subscriber.email).map((target) => newDelivery(base, target, now));
      });
    return insertAlertDeliveries(tx, deliveries);
  });
  await queueDeliveries(deps, ids);
  return ids;
}

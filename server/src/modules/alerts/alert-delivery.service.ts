import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { claimOne, complete, fail, staleBefore, whileClaimed } from '../../jobs/intents';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { isProviderError } from '../../providers/shared/provider-errors';
import { isTransientProviderError } from '../../providers/shared/retry';
import { deliveryIntents, dueDeliveries, findDueDeliveryIds } from './alert-deliveries.repository';
import { findAlertEvent, findDigestEvents } from './alert-events.repository';
import { alertsMessagesJa as m, type AlertText } from './alerts.messages.ja';
import type { AlertDeliveryRow } from './alerts.table';

type DeliveryDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'database' | 'startedAt' | 'logger' | 'jobs' | 'mail' | 'providers'>;

const BACKOFF_SECONDS = [30, 120, 600, 1800];
const SWEEP_BATCH = 50;

/** The words of one delivery, read when it is sent. */
async function textOf(deps: DeliveryDeps, row: AlertDeliveryRow): Promise<AlertText> {
  const origin = deps.config.publicOrigin;
  if (row.purpose === 'test') return m.test();
  if (row.purpose === 'digest') return m.digest(await findDigestEvents(deps.db, row.userId, row.digestDay ?? ''), origin);
  const event = row.eventId === null ? null : await findAlertEvent(deps.db, row.eventId);
  if (!event) throw new DomainError('alert_event_missing', 404, m.sendFailed);
  return m.event(event, origin);
}

async function send(deps: DeliveryDeps, row: AlertDeliveryRow, words: AlertText): Promise<void> {
  if (row.channel === 'email') return deps.mail.send({ to: row.target, subject: words.subject, text: words.text });
  if (row.channel === 'line') {
    await deps.providers.line.push({ to: row.target, text: words.text, retryKey: row.idempotencyKey });
    return;
  }
  return deps.providers.slack.post(row.target, { text: words.text }, { idempotencyKey: row.idempotencyKey });
}

// The provider's own wording where it gives one, for the history screen.
const failureMessage = (error: unknown): string => {
  if (error instanceof DomainError) return error.message;
  if (!isProviderError(error)) return m.sendFailed;
  const detail = error.detail.providerMessage;
  return detail ? `${error.message}（${detail}）` : error.message;
};

/** Worth another try: the provider was busy or out of reach, or something of ours failed (mail server, database). */
const retryable = (error: unknown): boolean => (isProviderError(error) ? isTransientProviderError(error) : !(error instanceof DomainError));

/**
 * Sends one delivery once. The claim is conditional (a second job for the same row, or a row already sent, does
 * nothing) and so is the completion (a run whose claim was taken over cannot settle the row): a retried job never
 * sends a delivery that was marked sent. What remains — an answer lost after the provider accepted — is closed by
 * the delivery's key: LINE accepts one push per X-Line-Retry-Key and answers a repeat with 409.
 */
export async function deliverAlert(deps: DeliveryDeps, deliveryId: number): Promise<AlertDeliveryRow | null> {
  const now = deps.clock.now();
  const row = await claimOne(deps.db, deliveryIntents, deliveryId, { now, where: dueDeliveries(now, staleBefore(deps)) });
  if (!row) return null;
  const attempt = row.attempts;
  try {
    const words = await textOf(deps, row);
    await whileClaimed(deps, deliveryIntents, row, () => send(deps, row, words));
    return await complete(deps.db, deliveryIntents, row.id, { at: deps.clock.now(), attempt });
  } catch (error) {
    const at = deps.clock.now();
    const message = failureMessage(error);
    deps.logger.warn({ err: error, deliveryId: row.id, channel: row.channel, attempt }, 'alert delivery failed');
    if (!retryable(error) || attempt >= row.attemptLimit) return fail(deps.db, deliveryIntents, row.id, message, { at, attempt });
    const backoffMs = BACKOFF_SECONDS[Math.min(attempt, BACKOFF_SECONDS.length) - 1] * 1000;
    const retryAt = new Date(at.getTime() + Math.max(backoffMs, isProviderError(error) ? (error.retryAfterMs ?? 0) : 0));
    const waiting = await fail(deps.db, deliveryIntents, row.id, message, { at, attempt, status: 'pending', set: { sendAfter: retryAt, failedAt: null } });
    if (waiting) await queueDeliveries(deps, [row.id], retryAt);
    return waiting;
  }
}

/** Deliveries nobody sent (retries after their backoff, sends that were lost) and claims a dead worker left behind. */
export async function sweepDeliveries(deps: DeliveryDeps): Promise<number> {
  let sent = 0;
  for (;;) {
    const ids = await findDueDeliveryIds(deps.db, deps.clock.now(), staleBefore(deps), SWEEP_BATCH);
    for (const id of ids) if ((await deliverAlert(deps, id))?.status === 'sent') sent += 1;
    if (ids.length < SWEEP_BATCH) return sent;
  }
}

const deliveryIdOf = idPayload('deliveryId');

// One delivery per job, sent when the event is recorded (or at its retry time); the minute sweep takes what nobody
// sent and claims a crashed worker left behind.
export const alertsDeliverJob = defineSweptJob({
  name: 'alerts.deliver',
  parse: deliveryIdOf,
  runOne: (deps, { deliveryId }) => deliverAlert(deps, deliveryId),
  sweep: sweepDeliveries,
});

/** Hands deliveries to the workers; a lost hand-off is left to the per-minute sweep. */
export async function queueDeliveries(deps: Pick<Deps, 'jobs' | 'logger'>, ids: readonly number[], startAfter?: Date): Promise<void> {
  for (const deliveryId of ids) await alertsDeliverJob.send(deps, { deliveryId }, startAfter ? { startAfter } : undefined);
}

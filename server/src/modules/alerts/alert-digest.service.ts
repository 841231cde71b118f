import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import { TOKYO } from '../../../../src/shared/dates/zone';
import { channelsOf, newDelivery } from './alert-channels';
import { queueDeliveries } from './alert-delivery.service';
import { findDigestRecipients, openDigest } from './alert-events.repository';

type DigestDeps = Pick<Deps, 'db' | 'clock' | 'jobs' | 'logger'>;

/**
 * The morning digest: for every user with events waiting, one delivery per channel carrying every event recorded
 * before now. Run twice the same Tokyo day it opens nothing more (the digest of a day is unique per user and
 * channel), so the events of the rest of the day wait for tomorrow's. A user without a channel left has the events
 * marked as carried, so they do not pile up.
 */
export async function sendDailyDigests(deps: DigestDeps): Promise<number> {
  const now = deps.clock.now();
  const day = DateTime.fromJSDate(now, { zone: TOKYO }).toISODate() ?? '';
  let opened = 0;
  for (const { settings, email } of await findDigestRecipients(deps.db, now)) {
    const base = { companyId: settings.companyId, userId: settings.userId, purpose: 'digest' as const, digestDay: day };
    const deliveries = channelsOf(settings, email).map((target) => newDelivery(base, target, now));
    const ids = await openDigest(deps.db, { userId: settings.userId, day, before: now, deliveries });
    await queueDeliveries(deps, ids);
    opened += ids.length;
  }
  deps.logger.info({ day, deliveries: opened }, 'alert digests opened');
  return opened;
}

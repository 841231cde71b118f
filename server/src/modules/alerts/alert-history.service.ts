import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { DELIVERY_ATTEMPTS } from './alert-channels';
import { queueDeliveries } from './alert-delivery.service';
import { findUserDelivery, listUserDeliveries, requeueFailedDelivery } from './alert-deliveries.repository';
import { toHistoryItem } from './alerts.mapper';
import { alertsMessagesJa as m } from './alerts.messages.ja';

/** The signed-in user's own deliveries, newest first: whatever their company, nobody sees another user's. */
export async function listAlertHistory(deps: Pick<Deps, 'db'>, auth: AuthContext, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listUserDeliveries(deps.db, auth.user.id, { limit, offset });
  return { data: rows.map(toHistoryItem), pagination: toPagination(page, pageSize, total) };
}

/** A failed delivery sent again with fresh attempts and its own key (LINE still recognises a push it accepted). */
export async function retryAlertDelivery(deps: Pick<Deps, 'db' | 'clock' | 'jobs' | 'logger'>, auth: AuthContext, id: number) {
  const found = await findUserDelivery(deps.db, auth.user.id, id);
  if (!found) throw notFound();
  const requeued = await requeueFailedDelivery(deps.db, auth.user.id, id, deps.clock.now(), DELIVERY_ATTEMPTS);
  if (!requeued) throw new DomainError('not_retryable', 422, m.errors.notRetryable);
  await queueDeliveries(deps, [requeued.id]);
  return { message: m.retryQueued };
}

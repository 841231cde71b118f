import { DomainError } from '../../http/errors';
import { staleBefore, whileClaimed } from '../../jobs/intents';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { isProviderError } from '../../providers/shared/provider-errors';
import { refusedWaitMs, withWaitBudget } from '../../providers/shared/wait-budget';
import {
  claimPendingReflections, claimReflection, completeReflection, deferReflection, failReflection, findAccountById, hasNewerReflection,
  menuReflectionIntents,
} from './business-menus.repository';
import { toGoogleFoodMenus, toGoogleServiceItems, toYahooMenuItems, toYahooServices } from './business-menus.mapper';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';
import type { MenuReflectionRow } from './business-menus.table';
import type { MenusDeps } from './menu-sets.shared';
import { primaryCategoryOf } from './service-types';

// Sends one saved menu set to one linked account with the reflection's own idempotency key: a run after a crash
// between the provider's answer and the row's update sends the same key, and the provider applies the write once.

const MAX_ATTEMPTS = 5;
const BATCH = 10;
// A short Retry-After is waited out in the worker; a longer one defers the row (same key) so no worker sits idle.
const WAIT_BUDGET_MS = 10_000;

const failureMessage = (error: unknown): string => {
  if (error instanceof DomainError) return error.message;
  if (!isProviderError(error)) return m.reflectFailed;
  const detail = error.detail.providerMessage;
  return detail ? `${error.message}（${detail}）` : error.message;
};

async function send(deps: MenusDeps, row: MenuReflectionRow): Promise<void> {
  const account = await findAccountById(deps.db, row.companyId, row.localAccountId);
  if (!account || account.status !== 'linked') throw new DomainError('account_not_linked', 409, m.reflectFailed);
  const options = { idempotencyKey: row.idempotencyKey };
  const content = row.content;
  if (row.provider === 'google') {
    const google = await providerAccessFor(deps, row.companyId, 'google');
    if (content.kind === 'menus') {
      const ref = { account: account.providerAccountId ?? '', location: account.providerLocationId };
      await google.adapter.updateFoodMenus(google.credentials, ref, toGoogleFoodMenus(content.menus), options);
    } else {
      const freeForm = content.services.some((s) => s.kind === 'free_form');
      const category = freeForm ? await primaryCategoryOf(deps, account) : null;
      const items = toGoogleServiceItems(content.services, category ? `categories/${category}` : null);
      await google.adapter.updateServiceList(google.credentials, account.providerLocationId, { serviceItems: items }, options);
    }
    return;
  }
  const yahoo = await providerAccessFor(deps, row.companyId, 'yahoo');
  if (content.kind === 'menus') await yahoo.adapter.updateMenus(account.providerLocationId, toYahooMenuItems(content.menus, deps.config.publicOrigin), options);
  else await yahoo.adapter.updateServices(account.providerLocationId, toYahooServices(content.services), options);
}

async function drive(deps: MenusDeps, claimed: MenuReflectionRow): Promise<void> {
  // A newer save of the same list replaces this one on the provider: sending the older content first is pointless.
  if (await hasNewerReflection(deps.db, claimed)) {
    await completeReflection(deps.db, claimed.id, { at: deps.clock.now(), attempt: claimed.attempts, status: 'superseded' });
    return;
  }
  try {
    await whileClaimed(deps, menuReflectionIntents, claimed, () => withWaitBudget(WAIT_BUDGET_MS, () => send(deps, claimed)));
    await completeReflection(deps.db, claimed.id, { at: deps.clock.now(), attempt: claimed.attempts });
  } catch (error) {
    const now = deps.clock.now();
    const waitMs = refusedWaitMs(error) ?? (isProviderError(error) && error.code === 'rate_limited' ? error.retryAfterMs : undefined);
    if (waitMs !== undefined && claimed.attempts < MAX_ATTEMPTS) {
      await deferReflection(deps.db, claimed.id, { attempt: claimed.attempts, until: new Date(now.getTime() + waitMs), at: now });
      return;
    }
    deps.logger.warn({ err: error, reflectionId: claimed.id }, 'menu reflection failed');
    await failReflection(deps.db, claimed.id, { at: now, attempt: claimed.attempts, message: failureMessage(error) });
  }
}

export async function reflectMenuSet(deps: MenusDeps, reflectionId: number): Promise<void> {
  const claimed = await claimReflection(deps.db, reflectionId, { now: deps.clock.now(), staleBefore: staleBefore(deps) });
  if (claimed) await drive(deps, claimed);
}

/** The sweep: reflections nobody sent, deferred ones now due, and claims a crashed worker left behind. */
export async function reflectPendingMenuSets(deps: MenusDeps): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await claimPendingReflections(deps.db, { now: deps.clock.now(), staleBefore: staleBefore(deps), limit: BATCH });
    for (const row of claimed) await drive(deps, row);
    done += claimed.length;
    if (claimed.length < BATCH) return done;
  }
}

import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { staleBefore, whileClaimed } from '../../jobs/intents';
import { isProviderError } from '../../providers/shared/provider-errors';
import { refusedWaitMs } from '../../providers/shared/wait-budget';
import { providerAccessFor } from '../../provider-access/provider-access.service';
import { nextOccurrence } from '../../../../src/shared/posts/post-recurrence';
import {
  claimHistory, claimPendingHistories, completeHistory, deferHistory, failHistory, findHistoryById, findHistoriesToRefresh,
  hasDueGooglePublications, markPostedWhenDone, openOccurrence, postIntents, updateProviderState, type HistoryWithAccount,
} from './post-histories.repository';
import { payloadFor, toGoogleLocalPost, toYahooNotice } from './post-payload';
import { accountsOf, advanceNextRun, findDuePostSettings } from './posts.repository';
import { postImageUrl } from './posts.mapper';
import { postsMessagesJa as m } from './posts.messages.ja';
import type { PostHistoryRow, PostSettingRow } from './posts.table';

type PublishDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'database' | 'startedAt' | 'logger' | 'tokenCipher' | 'providers' | 'alerts'>;

/** Hands one history to the workers; the sweep takes it anyway when this fails. */
export type SendPublish = (historyId: number) => Promise<unknown>;

// Google reviews a post for a while before it goes live: look again after this long, then back off.
const REFRESH_FIRST_MS = 60_000;
const REFRESH_MAX_MS = 30 * 60_000;
const MAX_ATTEMPTS = 5;
const SCHEDULE_BATCH = 50;
const PUBLISH_BATCH = 10;

const ruleOf = (s: PostSettingRow) => ({
  startDate: s.scheduleDate.replaceAll('-', '/'),
  startTime: s.scheduleTime,
  repeat: s.repeat as 1 | 2 | 3 | 4,
  endDate: s.repeatEndDate ? s.repeatEndDate.replaceAll('-', '/') : null,
});

/** The key of one post × store × occurrence: the same whoever opens the occurrence, so it is opened once. */
export const idempotencyKeyOf = (postSettingId: number, occurrenceAt: Date, localAccountId: number): string =>
  `post-${postSettingId}-${occurrenceAt.getTime()}-${localAccountId}`;

/**
 * Opens the due occurrence of one post (a history per linked store) and moves the post to its next occurrence, in
 * one transaction; the move is conditional on the occurrence just opened, so two schedulers never both advance it.
 */
export async function openDueOccurrence(deps: PublishDeps, setting: PostSettingRow): Promise<number[]> {
  const occurrenceAt = setting.nextRunAt;
  if (!occurrenceAt) return [];
  const accounts = ((await accountsOf(deps.db, setting.companyId, [setting.id])).get(setting.id) ?? []).filter((a) => a.status === 'linked');
  const imageUrl = setting.imageToken ? postImageUrl(deps.config.publicOrigin, setting.imageToken) : null;
  const next = nextOccurrence(ruleOf(setting), occurrenceAt);
  const now = deps.clock.now();
  const opened = await deps.db.transaction(async (tx) => {
    if (!(await advanceNextRun(tx, setting.id, occurrenceAt, next, now))) return [];
    const { historyIds } = await openOccurrence(tx, {
      companyId: setting.companyId,
      postSettingId: setting.id,
      occurrenceAt,
      now,
      histories: accounts.map((account) => ({
        localAccountId: account.id,
        provider: account.provider,
        idempotencyKey: idempotencyKeyOf(setting.id, occurrenceAt, account.id),
        payload: payloadFor(setting, account, occurrenceAt, imageUrl),
      })),
    });
    return historyIds;
  });
  if (!next) await markPostedWhenDone(deps.db, setting.id, now);
  return opened;
}

/** The per-minute scheduler: every post whose occurrence is due becomes histories, each handed to the workers. */
export async function scheduleDuePosts(deps: PublishDeps, send: SendPublish): Promise<number> {
  let opened = 0;
  for (;;) {
    const due = await findDuePostSettings(deps.db, deps.clock.now(), SCHEDULE_BATCH);
    if (due.length === 0) return opened;
    for (const setting of due) {
      const ids = await openDueOccurrence(deps, setting);
      opened += ids.length;
      for (const id of ids) await send(id);
    }
    if (due.length < SCHEDULE_BATCH) return opened;
  }
}

// The provider's own wording where it gives one; a missing or dead linkage says how to link again.
const failureMessage = (error: unknown): string => {
  if (error instanceof DomainError) return error.message;
  if (!isProviderError(error)) return m.providerFailed;
  const detail = error.detail.providerMessage;
  return detail ? `${error.message}（${detail}）` : error.message;
};

async function send(deps: PublishDeps, found: HistoryWithAccount) {
  const { history, account } = found;
  const options = { idempotencyKey: history.idempotencyKey };
  if (history.provider === 'google') {
    const google = await providerAccessFor(deps, history.companyId, 'google');
    const ref = { account: account.providerAccountId ?? '', location: account.providerLocationId };
    const post = await google.adapter.createLocalPost(google.credentials, ref, toGoogleLocalPost(history.payload), options);
    const state = post.state === 'LIVE' ? 'live' : post.state === 'REJECTED' ? 'rejected' : 'processing';
    return { providerPostId: post.name, providerState: state, link: post.searchUrl } as const;
  }
  const yahoo = await providerAccessFor(deps, history.companyId, 'yahoo');
  const notice = await yahoo.adapter.createNotice(account.providerLocationId, toYahooNotice(history.payload, history.pinned ?? false), options);
  return { providerPostId: notice.noticeId, providerState: 'live', link: null } as const;
}

/**
 * Sends one claimed history with its own idempotency key: a run after a crash between the provider's answer and the
 * update below sends the same key again, and the provider answers the first post instead of posting twice.
 */
async function drive(deps: PublishDeps, claimed: PostHistoryRow): Promise<void> {
  const found = await findHistoryById(deps.db, claimed.id);
  if (!found) return;
  try {
    const result = await whileClaimed(deps, postIntents, claimed, () => send(deps, found));
    const now = deps.clock.now();
    await completeHistory(deps.db, claimed.id, {
      at: now,
      attempt: claimed.attempts,
      ...result,
      errorMessage: result.providerState === 'rejected' ? m.rejectedByGoogle : null,
      refreshAfter: result.providerState === 'processing' ? new Date(now.getTime() + REFRESH_FIRST_MS) : null,
    });
  } catch (error) {
    const now = deps.clock.now();
    const waitMs = refusedWaitMs(error) ?? (isProviderError(error) && error.code === 'rate_limited' ? error.retryAfterMs : undefined);
    if (waitMs !== undefined && claimed.attempts < MAX_ATTEMPTS) {
      await deferHistory(deps.db, claimed.id, { attempt: claimed.attempts, until: new Date(now.getTime() + waitMs), at: now });
      return;
    }
    deps.logger.warn({ err: error, historyId: claimed.id }, 'post publication failed');
    const message = failureMessage(error);
    const failed = await failHistory(deps.db, claimed.id, { at: now, attempt: claimed.attempts, message, retryable: true });
    // Keyed by the attempt: a person's retry that fails again is a new failure worth telling.
    const source = { companyId: found.history.companyId, localAccountId: found.history.localAccountId, sourceKey: `post-${claimed.id}-${claimed.attempts}` };
    if (failed) await deps.alerts.raise({ ...source, kind: 'post_failed', error: message });
  }
  if (claimed.postSettingId !== null) await markPostedWhenDone(deps.db, claimed.postSettingId, deps.clock.now());
}

export async function publishHistory(deps: PublishDeps, historyId: number): Promise<void> {
  const claimed = await claimHistory(deps.db, historyId, { now: deps.clock.now(), staleBefore: staleBefore(deps) });
  if (claimed) await drive(deps, claimed);
}

/** The sweep: histories nobody sent (or left behind by a crashed worker), a batch at a time. */
export async function publishPendingHistories(deps: PublishDeps): Promise<number> {
  let done = 0;
  for (;;) {
    const claimed = await claimPendingHistories(deps.db, { now: deps.clock.now(), staleBefore: staleBefore(deps), limit: PUBLISH_BATCH });
    for (const row of claimed) await drive(deps, row);
    done += claimed.length;
    if (claimed.length < PUBLISH_BATCH) return done;
  }
}

/**
 * Follows Google's review of posted histories until they are live or rejected. A review state can wait and a
 * publication cannot: while Google publications are due, the project's 300 calls a minute are left to them (a burst of
 * 1,000 due posts would otherwise share its quota with up to 50 reads a minute, and drain a fifth slower).
 */
export async function refreshPostStates(deps: PublishDeps): Promise<number> {
  if (await hasDueGooglePublications(deps.db, deps.clock.now())) return 0;
  const rows = await findHistoriesToRefresh(deps.db, deps.clock.now(), SCHEDULE_BATCH);
  for (const row of rows) {
    const now = deps.clock.now();
    const waited = now.getTime() - (row.postedAt ?? now).getTime();
    const later = new Date(now.getTime() + Math.min(REFRESH_MAX_MS, Math.max(REFRESH_FIRST_MS, waited)));
    try {
      const google = await providerAccessFor(deps, row.companyId, 'google');
      const post = await google.adapter.getLocalPost(google.credentials, row.providerPostId ?? '');
      if (post.state === 'LIVE') await updateProviderState(deps.db, row.id, { providerState: 'live', link: post.searchUrl ?? row.link, refreshAfter: null, updatedAt: now });
      else if (post.state === 'REJECTED') {
        await updateProviderState(deps.db, row.id, { providerState: 'rejected', status: 1, errorMessage: m.rejectedByGoogle, retryable: false, refreshAfter: null, updatedAt: now });
      } else await updateProviderState(deps.db, row.id, { refreshAfter: later, updatedAt: now });
    } catch (error) {
      deps.logger.warn({ err: error, historyId: row.id }, 'post state refresh failed');
      await updateProviderState(deps.db, row.id, { refreshAfter: later, updatedAt: now });
    }
  }
  return rows.length;
}

import type { Readable } from 'node:stream';
import type { Deps } from '../../deps';
import { DomainError } from '../../http/errors';
import { staleBefore, whileClaimed } from '../../jobs/intents';
import { isProviderError } from '../../providers/shared/provider-errors';
import { googleCredentialsFor, notLinked } from '../../provider-access/provider-access.service';
import {
  claimDueHistories,
  claimDueHistory,
  completePublish,
  failPublish,
  findHistoryDetail,
  mediaPublishIntents,
  releaseStalePublishes,
  type HistoryDetail,
} from './media-post-histories.repository';
import { mediaPostingMessagesJa as m } from './media-posting.messages.ja';
import type { MediaPostHistoryRow } from './media-posting.table';

const SWEEP_BATCH = 10;
/** Stores published side by side within one batch; the provider client's limiter keeps Google's quotas. */
const SWEEP_PARALLEL = 4;
/** One sweep stops taking new batches after this long; the next minute's sweep goes on. */
const SWEEP_BUDGET_MS = 50_000;

const readAll = async (stream: Readable): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

// The provider's own wording where it gives one (quota, permissions, refusal of the photo); a dead grant is fixed
// only by linking again, so it says that.
export function publishFailureMessage(error: unknown, fallback: string): string {
  if (isProviderError(error) && error.code === 'token_expired') return notLinked('google').message;
  if (error instanceof DomainError) return error.message;
  return isProviderError(error) ? `${fallback}（${error.message}）` : fallback;
}

/**
 * Uploads the stored bytes to one store and creates the media item with the row's idempotency key: a run repeated
 * after a crash between Google's answer and the row's update receives Google's first answer, not a second photo.
 */
async function publish(deps: Deps, claimed: MediaPostHistoryRow): Promise<void> {
  const detail: HistoryDetail | null = await findHistoryDetail(deps.db, claimed.companyId, claimed.id);
  try {
    if (!detail || detail.account.status !== 'linked' || detail.account.provider !== 'google') throw notLinked('google');
    const { post, account } = detail;
    const stored = await deps.storage.get(post.fileKey);
    if (!stored) throw new DomainError('media_file_missing', 500, m.publishFailed);
    const bytes = await readAll(stored.stream);
    const credentials = await googleCredentialsFor(deps, claimed.companyId);
    const google = deps.providers.google;
    const ref = { account: account.providerAccountId ?? '', location: account.providerLocationId };
    const dataRef = await google.startMediaUpload(credentials, ref);
    await google.uploadMediaBytes(credentials, dataRef, bytes, post.contentType);
    const item = await google.createMedia(
      credentials,
      ref,
      { mediaFormat: post.mediaFormat, category: post.category, dataRef, ...(post.description ? { description: post.description } : {}) },
      { idempotencyKey: claimed.idempotencyKey },
    );
    const done = await completePublish(deps.db, claimed, deps.clock.now(), { googleMediaName: item.name, googleUrl: item.googleUrl });
    if (!done) deps.logger.warn({ historyId: claimed.id }, 'media publish finished after its claim was taken again');
  } catch (error) {
    deps.logger.warn({ err: error, historyId: claimed.id }, 'media publish failed');
    await failPublish(deps.db, claimed, publishFailureMessage(error, m.publishFailed), deps.clock.now());
  }
}

const run = (deps: Deps, claimed: MediaPostHistoryRow) => whileClaimed(deps, mediaPublishIntents, claimed, () => publish(deps, claimed));

/** Publishes one store's post if it is waiting and due; a second delivery, a cancelled or a finished row does nothing. */
export async function publishMediaHistory(deps: Deps, historyId: number): Promise<void> {
  const claimed = await claimDueHistory(deps.db, historyId, deps.clock.now());
  if (claimed) await run(deps, claimed);
}

/** The per-minute run: claims left by a dead worker go back to waiting, then every due post is published. */
export async function sweepMediaPublishes(deps: Deps): Promise<{ published: number }> {
  await releaseStalePublishes(deps.db, staleBefore(deps));
  const started = Date.now();
  let published = 0;
  while (Date.now() - started < SWEEP_BUDGET_MS) {
    const batch = await claimDueHistories(deps.db, deps.clock.now(), SWEEP_BATCH);
    if (batch.length === 0) break;
    for (let i = 0; i < batch.length; i += SWEEP_PARALLEL) {
      await Promise.all(batch.slice(i, i + SWEEP_PARALLEL).map((row) => run(deps, row)));
    }
    published += batch.length;
  }
  return { published };
}

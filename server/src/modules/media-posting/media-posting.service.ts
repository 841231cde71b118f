import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { TOKYO } from '../../../../src/shared/dates/zone';
import type { Deps } from '../../deps';
import { jstDayEnd, jstDayStart } from '../../formats';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { deleteOnFailure } from '../../storage/delete-on-failure';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { requireLinked } from '../local-accounts/linking.service';
import { scopedIds } from '../../tenancy/account-scope';
import { mediaPublishJob } from './media-posting.jobs';
import { toMediaPost } from './media-posting.mapper';
import { mediaPostingMessagesJa as m } from './media-posting.messages.ja';
import type { MediaCategory, MediaPostRow } from './media-posting.table';
import { cancelMediaPost, findMediaPost, findOverallStatuses, findTargets, insertMediaPost, listMediaPosts } from './media-posts.repository';
import { checkUpload } from './media-upload';

export interface CreateMediaPostInput {
  file: unknown;
  category: MediaCategory;
  description?: string;
  local_account_ids: string[];
  scheduled_at?: string;
}

export interface MediaPostQuery {
  local_account_ids?: string[];
  status?: number[];
  media_format?: 'PHOTO' | 'VIDEO';
  category?: MediaCategory;
  start_at?: string;
  end_at?: string;
  page?: number;
  page_size?: number;
}

const MAX_SCHEDULE_AHEAD_DAYS = 366;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'video/mp4': 'mp4', 'video/quicktime': 'mov' };

/** The scheduled instant (Asia/Tokyo wall time), null for immediately; a field error when past, too far or impossible. */
export function parseSchedule(value: string | undefined, now: Date): Date | null {
  if (value === undefined || value === '') return null;
  const at = DateTime.fromFormat(value, 'yyyy/MM/dd HH:mm', { zone: TOKYO });
  if (!at.isValid) throw validationError({ scheduled_at: [m.scheduleInvalid] });
  if (at.toMillis() <= now.getTime()) throw validationError({ scheduled_at: [m.scheduleInPast] });
  if (at.toMillis() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) throw validationError({ scheduled_at: [m.scheduleTooFar] });
  return at.toJSDate();
}

async function present(deps: Pick<Deps, 'db'>, auth: AuthContext, post: MediaPostRow) {
  const targets = (await findTargets(deps.db, auth.company.id, [post.id], auth.accountScope)).get(post.id) ?? [];
  const statuses = await findOverallStatuses(deps.db, [post.id]);
  return toMediaPost(post, targets, statuses.get(post.id) ?? 0);
}

/**
 * Checks the upload, stores it and opens one intent per store (each with its own idempotency key); immediate posts
 * are handed to the media job at once, scheduled ones wait for the per-minute sweep.
 */
export async function createMediaPost(deps: Deps, auth: AuthContext, input: CreateMediaPostInput) {
  const companyId = auth.company.id;
  const now = deps.clock.now();
  const scheduledAt = parseSchedule(input.scheduled_at, now);
  if (parseAccountKeys(input.local_account_ids).some((ref) => ref.provider !== 'google')) throw validationError({ local_account_ids: [m.notGoogle] });
  const accounts = await requireLinked(deps.db, companyId, input.local_account_ids, auth.accountScope);
  const media = await checkUpload(input.file);
  const name = randomUUID();
  const fileKey = `media/${companyId}/${name}.${EXTENSIONS[media.contentType]}`;
  const thumbnailKey = media.thumbnail ? `media/${companyId}/${name}-thumb.jpg` : null;
  const stored: { key: string; bytes: Buffer; contentType: string }[] = [{ key: fileKey, bytes: media.bytes, contentType: media.contentType }];
  if (media.thumbnail && thumbnailKey) stored.push({ key: thumbnailKey, bytes: media.thumbnail, contentType: 'image/jpeg' });
  // Files first, then the rows that point at them; a failed insert takes the files with it.
  const keys = stored.map((file) => file.key);
  const post = await deleteOnFailure(deps.storage, keys, async () => {
    for (const file of stored) await deps.storage.put(file.key, file.bytes, file.contentType);
    return deps.db.transaction((tx) =>
      insertMediaPost(
        tx,
        {
          companyId,
          createdByUserId: auth.user.id,
          mediaFormat: media.mediaFormat,
          category: input.category,
          description: input.description ? input.description : null,
          fileKey,
          contentType: media.contentType,
          fileSize: media.bytes.length,
          width: media.width,
          height: media.height,
          durationSeconds: media.durationSeconds,
          thumbnailKey,
          scheduledAt,
          dueAt: scheduledAt ?? now,
          createdAt: now,
        },
        accounts.map((a) => ({ localAccountId: a.id, idempotencyKey: randomUUID() })),
      ),
    );
  });
  if (!scheduledAt) {
    const targets = (await findTargets(deps.db, companyId, [post.id])).get(post.id) ?? [];
    for (const target of targets) await mediaPublishJob.send(deps, { historyId: target.history.id });
  }
  return { message: m.created, data: await present(deps, auth, post) };
}

export async function listMediaPostsOf(deps: Pick<Deps, 'db'>, auth: AuthContext, query: MediaPostQuery) {
  const companyId = auth.company.id;
  const keys = query.local_account_ids ?? [];
  const refs = parseAccountKeys(keys);
  if (refs.some((ref) => ref.provider !== 'google')) throw notFound();
  if (keys.length > 0) await requireLinked(deps.db, companyId, keys, auth.accountScope);
  const window = pageWindow(query);
  const { rows, total } = await listMediaPosts(
    deps.db,
    {
      companyId,
      localAccountIds: scopedIds(keys.length > 0 ? refs.map((r) => r.id) : null, auth.accountScope),
      statuses: query.status && query.status.length > 0 ? query.status : null,
      mediaFormat: query.media_format ?? null,
      category: query.category ?? null,
      from: query.start_at ? jstDayStart(query.start_at) : null,
      until: query.end_at ? jstDayEnd(query.end_at) : null,
    },
    window,
  );
  const targets = await findTargets(deps.db, companyId, rows.map((r) => r.id), auth.accountScope);
  const statusOf = await findOverallStatuses(deps.db, rows.map((r) => r.id));
  return {
    data: rows.map((post) => toMediaPost(post, targets.get(post.id) ?? [], statusOf.get(post.id) ?? 0)),
    pagination: toPagination(window.page, window.pageSize, total),
  };
}

/** Cancels a post while every store still waits (409 once any was taken by the job). */
export async function cancelMediaPostOf(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  const outcome = await cancelMediaPost(deps.db, auth.company.id, id, auth.accountScope);
  if (outcome === 'not_found') throw notFound();
  if (outcome === 'not_cancellable') throw new DomainError('media_post_not_cancellable', 409, m.notCancellable);
  const post = await findMediaPost(deps.db, auth.company.id, id, auth.accountScope);
  if (!post) throw notFound();
  return { message: m.cancelled, data: await present(deps, auth, post) };
}

export async function openThumbnail(deps: Pick<Deps, 'db' | 'storage'>, auth: AuthContext, id: number) {
  const post = await findMediaPost(deps.db, auth.company.id, id, auth.accountScope);
  const file = post?.thumbnailKey ? await deps.storage.get(post.thumbnailKey) : null;
  if (!file) throw notFound();
  return file;
}

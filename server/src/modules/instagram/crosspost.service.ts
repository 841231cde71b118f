import type { Deps } from '../../deps';
import type { InstagramMedia } from '../../providers/instagram/instagram.port';
import { isProviderError } from '../../providers/shared/provider-errors';
import { enqueueCrosspost } from '../posts/post-crosspost';
import { storePostImage } from '../posts/post-image';
import { claimCrossposts, crosspostedStores, linkHistory, type CrosspostImage } from './crosspost.repository';
import { cleanCaption, passesRules } from './crosspost-rules';
import { updateAccountToken } from './instagram-accounts.repository';
import { instagramTokenContext } from './instagram-oauth.service';
import { advanceWatermark, findEnabledSettings, recordCheck, storesOf } from './instagram-settings.repository';
import { instagramImageUrl } from './instagram.mapper';
import { instagramMessagesJa as m } from './instagram.messages.ja';
import type { InstagramAccountRow, InstagramSettingRow } from './instagram.table';

export type CrosspostDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'logger' | 'tokenCipher' | 'providers' | 'storage'>;

/** Hands one post history to the publish workers; their sweep takes it anyway when this fails. */
export type SendPublish = (historyId: number) => Promise<unknown>;

const SETTINGS_BATCH = 50;
const MEDIA_PER_CHECK = 50;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
// Long-lived tokens last 60 days and may be refreshed once a day old: refresh in the last week.
const REFRESH_WITHIN_MS = 7 * 24 * 3600_000;
const DAY_MS = 24 * 3600_000;

export const crosspostKey = (settingId: number, mediaId: string, localAccountId: number): string => `instagram-${settingId}-${mediaId}-${localAccountId}`;

const photoUrlOf = (media: InstagramMedia): string | null => {
  if (media.mediaType === 'IMAGE') return media.mediaUrl;
  if (media.mediaType === 'CAROUSEL_ALBUM') return media.children.find((c) => c.mediaType === 'IMAGE')?.mediaUrl ?? null;
  return null;
};

async function accessToken(deps: CrosspostDeps, account: InstagramAccountRow): Promise<string> {
  const token = deps.tokenCipher.decrypt(account.accessTokenSealed, instagramTokenContext(account.companyId, account.igUserId));
  const now = deps.clock.now();
  const expiring = account.tokenExpiresAt !== null && account.tokenExpiresAt.getTime() - now.getTime() < REFRESH_WITHIN_MS;
  if (!expiring || now.getTime() - account.updatedAt.getTime() < DAY_MS) return token;
  const fresh = await deps.providers.instagram.refreshLongLivedToken(token);
  const sealed = deps.tokenCipher.encrypt(fresh.accessToken, instagramTokenContext(account.companyId, account.igUserId));
  await updateAccountToken(deps.db, account.id, { accessTokenSealed: sealed, tokenExpiresAt: fresh.expiresAt, updatedAt: now });
  return fresh.accessToken;
}

// A photo that can never be fetched (gone, too large, an unsafe URL) must not hold back every later post: the text
// goes alone. A passing failure (timeout, Instagram unavailable) is left to the next check.
const PERMANENT_DOWNLOAD_FAILURES = new Set(['not_found', 'invalid_request', 'unsafe_url', 'permission_denied']);

/** Downloads the post's first photo and stores it under the server's own URL; null when it cannot be used. */
async function rehostPhoto(deps: CrosspostDeps, companyId: number, url: string): Promise<CrosspostImage | null> {
  let bytes: Buffer;
  try {
    ({ bytes } = await deps.providers.instagram.downloadImage(url, { maxBytes: MAX_IMAGE_BYTES }));
  } catch (error) {
    if (!isProviderError(error) || !PERMANENT_DOWNLOAD_FAILURES.has(error.code)) throw error;
    deps.logger.warn({ err: error, companyId }, 'Instagram photo cannot be fetched; crossposting the text only');
    return null;
  }
  try {
    return await storePostImage(deps, companyId, bytes);
  } catch (error) {
    deps.logger.warn({ err: error, companyId }, 'Instagram photo refused by the photo rules; crossposting the text only');
    return null;
  }
}

/** Crossposts one Instagram post to the stores that have not received it; answers the new history ids. */
async function crosspostMedia(deps: CrosspostDeps, setting: InstagramSettingRow, media: InstagramMedia, storeIds: number[], send: SendPublish): Promise<number> {
  const done = await crosspostedStores(deps.db, setting.companyId, media.id, storeIds);
  const pending = storeIds.filter((id) => !done.has(id));
  if (pending.length === 0) return 0;
  const photoUrl = photoUrlOf(media);
  const image = photoUrl ? await rehostPhoto(deps, setting.companyId, photoUrl) : null;
  const summary = cleanCaption(media.caption, { removeHashtags: setting.removeHashtags });
  const now = deps.clock.now();
  const histories = await deps.db.transaction(async (tx) => {
    const won = await claimCrossposts(tx, { companyId: setting.companyId, settingId: setting.id, mediaId: media.id, localAccountIds: pending, image, now });
    const { historyIds } = await enqueueCrosspost(tx, {
      companyId: setting.companyId,
      summary,
      imageUrl: image ? instagramImageUrl(deps.config.publicOrigin, image.token) : null,
      stores: won.map((localAccountId) => ({ localAccountId, idempotencyKey: crosspostKey(setting.id, media.id, localAccountId) })),
      now,
    });
    for (const h of historyIds) await linkHistory(tx, { companyId: setting.companyId, mediaId: media.id, localAccountId: h.localAccountId, historyId: h.historyId });
    return historyIds;
  });
  if (histories.length === 0 && image) await deps.storage.delete(image.key);
  for (const h of histories) await send(h.historyId);
  return histories.length;
}

/**
 * One setting's check: the first one only takes the newest post as the watermark (the back catalogue is never
 * crossposted); later ones crosspost every newer image or carousel post that passes the rules, oldest first, moving
 * the watermark past each post once it is handled, so a failure is retried by the next check from that post on.
 */
export async function crosspostSetting(deps: CrosspostDeps, setting: InstagramSettingRow, account: InstagramAccountRow, send: SendPublish): Promise<number> {
  const token = await accessToken(deps, account);
  const media = await deps.providers.instagram.listMedia(token, { userId: account.igUserId, limit: MEDIA_PER_CHECK });
  const checkedAt = deps.clock.now();
  const timeOf = (m: InstagramMedia) => new Date(m.timestamp);
  if (!setting.watermarkAt) {
    // An account with no post yet: every post it ever makes is new.
    if (media.length === 0) {
      await advanceWatermark(deps.db, setting.id, { at: new Date(0), mediaIds: [], checkedAt });
      return 0;
    }
    const newest = Math.max(...media.map((m) => timeOf(m).getTime()));
    const atNewest = media.filter((m) => timeOf(m).getTime() === newest).map((m) => m.id);
    await advanceWatermark(deps.db, setting.id, { at: new Date(newest), mediaIds: atNewest, checkedAt });
    return 0;
  }
  const watermark = setting.watermarkAt.getTime();
  const seen = new Set(setting.watermarkMediaIds);
  const fresh = media
    .filter((m) => timeOf(m).getTime() > watermark || (timeOf(m).getTime() === watermark && !seen.has(m.id)))
    .sort((a, b) => a.timestamp.localeCompare(b.timestamp));
  const stores = ((await storesOf(deps.db, setting.companyId, [setting.id])).get(setting.id) ?? []).filter((s) => s.status === 'linked' && s.provider === 'google');
  const rules = { requiredHashtags: setting.requiredHashtags, excludedHashtags: setting.excludedHashtags, removeHashtags: setting.removeHashtags };
  let sent = 0;
  for (const item of fresh) {
    if (item.mediaType !== 'VIDEO' && passesRules(item.caption, rules)) {
      sent += await crosspostMedia(deps, setting, item, stores.map((s) => s.id), send);
    }
    await advanceWatermark(deps.db, setting.id, { at: timeOf(item), mediaIds: [item.id], checkedAt });
  }
  await recordCheck(deps.db, setting.id, checkedAt);
  return sent;
}

/** The swept check of every enabled setting; one setting's failure (an expired token) never stops the others. */
export async function crosspostAll(deps: CrosspostDeps, send: SendPublish): Promise<number> {
  let sent = 0;
  let afterId = 0;
  for (;;) {
    const batch = await findEnabledSettings(deps.db, afterId, SETTINGS_BATCH);
    for (const { setting, account } of batch) {
      try {
        sent += await crosspostSetting(deps, setting, account, send);
      } catch (error) {
        deps.logger.warn({ err: error, settingId: setting.id }, 'Instagram crosspost check failed');
        await recordCheck(deps.db, setting.id, deps.clock.now(), isProviderError(error) ? error.message : m.checkFailed);
      }
    }
    if (batch.length < SETTINGS_BATCH) return sent;
    afterId = batch[batch.length - 1].setting.id;
  }
}

import { toJstDateTime } from '../../formats';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { SettingWithRelations } from './instagram-settings.repository';
import type { InstagramAccountRow } from './instagram.table';

/** Public URL of a re-hosted Instagram photo: the sourceUrl Google fetches. */
export const instagramImageUrl = (publicOrigin: string, token: string): string => `${publicOrigin}/api/instagram-images/${token}`;

export const toInstagramAccount = (row: InstagramAccountRow) => ({
  id: row.id,
  username: row.username,
  token_expires_at: row.tokenExpiresAt ? toJstDateTime(row.tokenExpiresAt) : null,
});

export function toInstagramSetting({ setting, account, stores }: SettingWithRelations) {
  return {
    id: setting.id,
    instagram_account: toInstagramAccount(account),
    local_accounts: stores.map((s) => ({ local_account_id: toAccountKey(s.provider, s.id), title: s.title, provider: s.provider })),
    required_hashtags: setting.requiredHashtags,
    excluded_hashtags: setting.excludedHashtags,
    remove_hashtags: setting.removeHashtags,
    enabled: setting.enabled,
    last_checked_at: setting.lastCheckedAt ? toJstDateTime(setting.lastCheckedAt) : null,
    last_error: setting.lastError,
    created_at: toJstDateTime(setting.createdAt),
    updated_at: toJstDateTime(setting.updatedAt),
  };
}

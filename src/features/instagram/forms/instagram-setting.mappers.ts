import type { InstagramSetting, InstagramSettingRequest } from '../instagram.api';

// The editor's values: hashtags typed as one line each ("#ランチ #限定"), two single-option checkbox groups, and the
// stores the picker chose (kept in the form so the rule "at least one store" shows like any field error).
export interface InstagramSettingValues {
  local_account_ids: string[];
  required_hashtags: string;
  excluded_hashtags: string;
  caption: string[];
  state: string[];
}

export const REMOVE_HASHTAGS = 'remove_hashtags';
export const ENABLED = 'enabled';

/** "#ランチ, ＃限定  lunch" → ["ランチ", "限定", "lunch"]: '#' optional, spaces or commas between, no repeats. */
export const parseHashtags = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,、]+/u)
      .map((tag) => tag.replace(/^[#＃]+/u, ''))
      .filter(Boolean),
  ),
];

export const formatHashtags = (tags: readonly string[]): string => tags.map((tag) => `#${tag}`).join(' ');

export const toInstagramSettingValues = (setting?: InstagramSetting | null): InstagramSettingValues => ({
  local_account_ids: setting?.local_accounts.map((a) => a.local_account_id) ?? [],
  required_hashtags: formatHashtags(setting?.required_hashtags ?? []),
  excluded_hashtags: formatHashtags(setting?.excluded_hashtags ?? []),
  caption: setting?.remove_hashtags ? [REMOVE_HASHTAGS] : [],
  state: !setting || setting.enabled ? [ENABLED] : [],
});

export const toInstagramSettingRequest = (values: InstagramSettingValues, instagramAccountId: number): InstagramSettingRequest => ({
  instagram_account_id: instagramAccountId,
  local_account_ids: values.local_account_ids,
  required_hashtags: parseHashtags(values.required_hashtags),
  excluded_hashtags: parseHashtags(values.excluded_hashtags),
  remove_hashtags: values.caption.includes(REMOVE_HASHTAGS),
  enabled: values.state.includes(ENABLED),
});

import { toJstDateTime } from '../../formats';
import { DEFAULT_APPROVAL_MAX_RATING, DEFAULT_AUTO_REPLY_RATINGS } from '../../../../src/shared/auto-reply/auto-reply-defaults';
import { toAccountKey } from '../local-accounts/local-account-keys';
import { DEFAULT_REPLY_TONE, isReplyTone, type ReplyTone } from './ai-reply.prompt';
import type { AutoReplySettingRow, FixedTextsByRating } from './auto-reply.table';

export type RatingKey = '1' | '2' | '3' | '4' | '5';

/** A setting as the contract carries it (AutoReplySettingInput). */
export interface AutoReplySettingInput {
  enabled: boolean;
  mode: 0 | 1;
  ratings: number[];
  fixed_texts: FixedTextsByRating;
  ai_tone: ReplyTone;
  ai_mention: string;
  ai_avoid: string;
  delay_minutes: number;
  approval_max_rating: number | null;
}

/** What a store that never saved a setting shows (and what switching it on starts from). */
export const DEFAULT_AUTO_REPLY_SETTING: AutoReplySettingInput = {
  enabled: false,
  mode: 0,
  ratings: [...DEFAULT_AUTO_REPLY_RATINGS],
  fixed_texts: {},
  ai_tone: DEFAULT_REPLY_TONE,
  ai_mention: '',
  ai_avoid: '',
  delay_minutes: 0,
  approval_max_rating: DEFAULT_APPROVAL_MAX_RATING,
};

export const settingOf = (row: AutoReplySettingRow | null): AutoReplySettingInput =>
  row
    ? {
        enabled: row.enabled,
        mode: row.mode === 1 ? 1 : 0,
        ratings: [...row.ratings].sort((a, b) => a - b),
        fixed_texts: row.fixedTexts,
        ai_tone: isReplyTone(row.aiTone) ? row.aiTone : DEFAULT_REPLY_TONE,
        ai_mention: row.aiMention,
        ai_avoid: row.aiAvoid,
        delay_minutes: row.delayMinutes,
        approval_max_rating: row.approvalMaxRating,
      }
    : { ...DEFAULT_AUTO_REPLY_SETTING, ratings: [...DEFAULT_AUTO_REPLY_SETTING.ratings], fixed_texts: {} };

export interface StoreSettingRow {
  accountId: number;
  provider: 'google' | 'yahoo';
  storeName: string;
  setting: AutoReplySettingRow | null;
}

export const toAutoReplySetting = (row: StoreSettingRow) => ({
  ...settingOf(row.setting),
  local_account_id: toAccountKey(row.provider, row.accountId),
  store_name: row.storeName,
  updated_at: row.setting ? toJstDateTime(row.setting.updatedAt) : null,
});

import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import type { AutoReplySettingInput } from '../auto-reply.api';
import { DELAY_PRESETS, type DelayPreset } from '../forms/auto-reply-setting.schema';

const t = reviewSettingsJa.autoReply;

// One-line summaries of a saved setting for the per-store overview.
export const modeLabel = (mode: AutoReplySettingInput['mode']) => t.modes[mode];

export const ratingsLabel = (ratings: number[]) =>
  ratings.length === 0
    ? t.ratingsNone
    : [...ratings]
        .sort((a, b) => a - b)
        .map(t.star)
        .join('・');

export const delayLabel = (minutes: number) => {
  const preset = (Object.keys(DELAY_PRESETS) as DelayPreset[]).find((p) => DELAY_PRESETS[p] === minutes);
  return preset ? t.delayPresets[preset] : t.delayAfter(minutes);
};

export const approvalLabel = (maxRating: number | null) => (maxRating === null ? t.approvalNone : t.approvalShort(maxRating));

// Account keys say their provider: g_… Google, y_… Yahoo!.
export const providerLabel = (localAccountId: string) => t.provider[localAccountId.slice(0, 1)] ?? '';

// 評価 ★N, drawn as stars for the eye while the accessible name stays the number.
export const starText = (rating: number) => '★'.repeat(rating) + '☆'.repeat(Math.max(0, 5 - rating));

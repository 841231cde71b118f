import { DEFAULT_APPROVAL_MAX_RATING, DEFAULT_AUTO_REPLY_RATINGS } from '../../../shared/auto-reply/auto-reply-defaults';
import type { AutoReplySettingInput, FixedTexts, ReplyTone } from '../auto-reply.api';
import {
  DELAY_PRESETS,
  RATING_KEYS,
  TONES,
  type AutoReplyFormValues,
  type DelayChoice,
  type DelayPreset,
  type RatingKey,
} from './auto-reply-setting.schema';

const isRatingKey = (value: string): value is RatingKey => (RATING_KEYS as readonly string[]).includes(value);
const presetOf = (minutes: number): DelayPreset | undefined =>
  (Object.keys(DELAY_PRESETS) as DelayPreset[]).find((preset) => DELAY_PRESETS[preset] === minutes);

const approvalKeyOf = (maxRating: number | null): AutoReplyFormValues['approval'] => {
  const key = String(maxRating ?? '');
  return isRatingKey(key) ? key : '';
};

const emptyTexts = (): Record<RatingKey, string> => ({ '1': '', '2': '', '3': '', '4': '', '5': '' });

// What the bulk form starts from: the same safe default a store shows before its first save (AI replies to ★4・★5
// only, sent at once; low ratings, if ticked, wait for a person's approval).
export const defaultFormValues = (): AutoReplyFormValues => ({
  enabled: 'on',
  mode: '0',
  ratings: RATING_KEYS.filter((r) => DEFAULT_AUTO_REPLY_RATINGS.includes(Number(r))),
  fixedTexts: emptyTexts(),
  aiTone: 'polite',
  aiMention: '',
  aiAvoid: '',
  delay: 'now',
  delayMinutes: '0',
  approval: approvalKeyOf(DEFAULT_APPROVAL_MAX_RATING),
});

export const toFormValues = (setting: AutoReplySettingInput): AutoReplyFormValues => {
  const preset = presetOf(setting.delay_minutes);
  return {
    enabled: setting.enabled ? 'on' : 'off',
    mode: setting.mode === 1 ? '1' : '0',
    ratings: RATING_KEYS.filter((r) => setting.ratings.includes(Number(r))),
    fixedTexts: { ...emptyTexts(), ...setting.fixed_texts },
    aiTone: TONES.includes(setting.ai_tone) ? setting.ai_tone : 'polite',
    aiMention: setting.ai_mention,
    aiAvoid: setting.ai_avoid,
    delay: preset ?? 'custom',
    delayMinutes: String(setting.delay_minutes),
    approval: approvalKeyOf(setting.approval_max_rating),
  };
};

export const delayMinutesOf = (delay: DelayChoice, custom: string): number => (delay === 'custom' ? Number(custom.trim()) : DELAY_PRESETS[delay]);

// Mode 1 sends the text of each answered rating; mode 0 sends none (the AI writes every reply).
export const toSettingInput = (values: AutoReplyFormValues): AutoReplySettingInput => {
  const ratings = RATING_KEYS.filter((r) => values.ratings.includes(r));
  const fixedTexts: FixedTexts = values.mode === '1' ? Object.fromEntries(ratings.map((r) => [r, values.fixedTexts[r].trim()])) : {};
  return {
    enabled: values.enabled === 'on',
    mode: values.mode === '1' ? 1 : 0,
    ratings: ratings.map(Number),
    fixed_texts: fixedTexts,
    ai_tone: values.aiTone as ReplyTone,
    ai_mention: values.aiMention.trim(),
    ai_avoid: values.aiAvoid.trim(),
    delay_minutes: delayMinutesOf(values.delay, values.delayMinutes),
    approval_max_rating: values.approval === '' ? null : Number(values.approval),
  };
};

const fieldNames: Record<string, keyof AutoReplyFormValues> = {
  enabled: 'enabled',
  mode: 'mode',
  ratings: 'ratings',
  ai_tone: 'aiTone',
  ai_mention: 'aiMention',
  ai_avoid: 'aiAvoid',
  approval_max_rating: 'approval',
};

// The server names fields after the request (setting.fixed_texts.3, setting.delay_minutes …); this finds the form
// field each message belongs to. Messages that match no field (local_account_ids …) come back in `rest`.
export const serverErrorsToForm = (errors: Record<string, string[]>, values: AutoReplyFormValues) => {
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(errors)) {
    const path = key.replace(/^setting\./, '').split('.');
    let field: string | undefined = fieldNames[path[0]];
    if (path[0] === 'fixed_texts' && path[1] && isRatingKey(path[1])) field = `fixedTexts.${path[1]}`;
    if (path[0] === 'delay_minutes') field = values.delay === 'custom' ? 'delayMinutes' : 'delay';
    if (field) fields[field] = [fields[field], ...messages].filter(Boolean).join(' ');
    else rest.push(...messages);
  }
  return { fields, rest };
};

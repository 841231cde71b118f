import { ja } from '../../../shared/i18n/ja';
import { patterns, yup } from '../../../shared/validation/validators';
import type { ReplyTone } from '../auto-reply.api';

const v = ja.validation;
const max = (n: number) => v.stringMax.replace('${max}', String(n));

export const RATING_KEYS = ['1', '2', '3', '4', '5'] as const;
export type RatingKey = (typeof RATING_KEYS)[number];

export const TONES: ReplyTone[] = ['polite', 'friendly', 'concise'];

// The delay presets in minutes; 'custom' takes any whole number of minutes from 0 to 7 days.
export const DELAY_PRESETS = { now: 0, m30: 30, h1: 60, h3: 180, nextDay: 1440 } as const;
export type DelayPreset = keyof typeof DELAY_PRESETS;
export type DelayChoice = DelayPreset | 'custom';
export const DELAY_MAX_MINUTES = 10080;

export const FIXED_TEXT_MAX = 4096;
export const AI_INSTRUCTION_MAX = 500;

// The form's own shape: radios, checkboxes and selects hold strings; the mappers turn them into the API's types.
export interface AutoReplyFormValues {
  enabled: 'on' | 'off';
  mode: '0' | '1';
  ratings: RatingKey[];
  fixedTexts: Record<RatingKey, string>;
  aiTone: ReplyTone;
  aiMention: string;
  aiAvoid: string;
  delay: DelayChoice;
  delayMinutes: string;
  // '' sends every answered rating without waiting; 'N' holds ratings of N stars and below for approval.
  approval: '' | RatingKey;
}

const fixedText = yup
  .string()
  .trim()
  .required(v.required)
  .max(FIXED_TEXT_MAX, max(FIXED_TEXT_MAX))
  .test('forbidden-characters', v.forbiddenChars, (value) => !patterns.forbidden.test(value));

const instruction = yup.string().max(AI_INSTRUCTION_MAX, max(AI_INSTRUCTION_MAX));

const range = v.numberRange.replace('${min}', '0').replace('${max}', String(DELAY_MAX_MINUTES));

export const autoReplySettingSchema = yup.object({
  enabled: yup.string().oneOf(['on', 'off']).required(v.requiredSelect),
  mode: yup.string().oneOf(['0', '1']).required(v.requiredSelect),
  // Switched on, at least one rating must be answered, or the setting would do nothing.
  ratings: yup
    .array()
    .of(yup.string().oneOf(RATING_KEYS).required())
    .when('enabled', ([enabled], schema) => (enabled === 'on' ? schema.min(1, v.requiredSelect) : schema)),
  // In 定型文返信 every answered rating needs its text; other texts are neither checked nor sent.
  fixedTexts: yup
    .object()
    .when(['mode', 'ratings'], ([mode, ratings]: unknown[], schema) => {
      if (mode !== '1' || !Array.isArray(ratings)) return schema;
      return schema.shape(Object.fromEntries(RATING_KEYS.filter((r) => ratings.includes(r)).map((r) => [r, fixedText])));
    }),
  aiTone: yup.string().oneOf(TONES).required(v.requiredSelect),
  aiMention: instruction,
  aiAvoid: instruction,
  delay: yup.string().oneOf([...Object.keys(DELAY_PRESETS), 'custom']).required(v.requiredSelect),
  delayMinutes: yup.string().when('delay', ([delay], schema) =>
    delay === 'custom'
      ? schema
          .trim()
          .required(v.required)
          .matches(/^\d+$/, v.format)
          .test('range', range, (value) => Number(value) <= DELAY_MAX_MINUTES)
      : schema,
  ),
  approval: yup.string().oneOf(['', ...RATING_KEYS]),
});

import { DateTime } from 'luxon';
import { isCalendarDate } from '../../../shared/dates/calendar-date';
import { TOKYO } from '../../../shared/dates/zone';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { ja } from '../../../shared/i18n/ja';
import { POST_LIMITS, postInputErrors } from '../../../shared/posts/post-rules';
import { postRulesMessagesJa as m } from '../../../shared/posts/post-rules.messages.ja';
import { yup } from '../../../shared/validation/validators';
import { readImageSize } from '../model/image-size';
import { splitTargets } from '../model/post-targets';
import { POST_IMAGE, type PostEditorValues } from './post-editor.values';

const v = ja.validation;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const max = (n: number) => m.tooLong(n);

const optionalDate = () => yup.string().test('date', v.format, (value) => !value || isCalendarDate(value));
const optionalTime = () => yup.string().matches(TIME, { message: v.format, excludeEmptyString: true });

// The shape of each field (formats and the contract's bounds); the rules across fields come from src/shared/posts.
export const postEditorSchema = yup.object({
  local_account_ids: yup.array().of(yup.string()).min(1, t.targetsNone),
  event_start_date: optionalDate(),
  event_end_date: optionalDate(),
  event_start_time: optionalTime(),
  event_end_time: optionalTime(),
  offer_coupon_code: yup.string().max(POST_LIMITS.couponCode, max(POST_LIMITS.couponCode)),
  offer_redeem_url: yup.string().max(POST_LIMITS.url, max(POST_LIMITS.url)),
  offer_terms: yup.string().max(POST_LIMITS.googleSummary, max(POST_LIMITS.googleSummary)),
  yahoo_start_date: optionalDate(),
  yahoo_end_date: optionalDate(),
  schedule_date: yup.string().required(v.required).test('date', v.format, (value) => isCalendarDate(value)),
  schedule_time: yup.string().required(v.required).matches(TIME, v.format),
  repeat_end_date: optionalDate(),
  images: yup
    .mixed<File>()
    .nullable()
    .test('min-bytes', t.imageTooSmallBytes, (file) => !file || file.size >= POST_IMAGE.minBytes)
    .test('pixels', async (file, ctx) => {
      if (!file) return true;
      const size = await readImageSize(file);
      if (size === 'unreadable') return ctx.createError({ message: t.imageUnreadable });
      if (size && (size.width < POST_IMAGE.minPixels || size.height < POST_IMAGE.minPixels)) return ctx.createError({ message: t.imageTooSmallPixels });
      return true;
    }),
});

const scheduledAt = (values: PostEditorValues): DateTime | null => {
  if (!isCalendarDate(values.schedule_date) || !TIME.test(values.schedule_time)) return null;
  return DateTime.fromFormat(`${values.schedule_date} ${values.schedule_time}`, 'yyyy/MM/dd HH:mm', { zone: TOKYO });
};

/**
 * The rules across fields, worded as the server words them (postInputErrors), so the reason shows before sending:
 * Formik merges these with the schema's errors, first message per field.
 */
export const validatePostRules = (values: PostEditorValues, options: { creating: boolean; now?: Date }) => {
  const { google, yahoo } = splitTargets(values.local_account_ids);
  const hasImage = values.images !== null || (values.current_image_url !== null && !values.remove_image);
  const problems = postInputErrors({ ...values, repeat: Number(values.repeat) }, { hasGoogle: google.length > 0, hasYahoo: yahoo.length > 0, hasImage });
  const errors: Record<string, string> = {};
  for (const [field, messages] of Object.entries(problems?.errors ?? {})) errors[field] = messages[0];
  const at = scheduledAt(values);
  if (options.creating && at && at.toMillis() <= (options.now ?? new Date()).getTime()) errors.schedule_date ??= m.scheduleInPast;
  return errors;
};

import { DateTime } from 'luxon';
import { isTime } from '../../../components/form/time-field';
import { isCalendarDate } from '../../../shared/dates/calendar-date';
import { TOKYO } from '../../../shared/dates/zone';
import { ja } from '../../../shared/i18n/ja';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { yup } from '../../../shared/validation/validators';
import type { MediaCategory } from '../media-posting.api';
import { probeMedia } from '../model/media-probe';
import { factsProblem, mediaKind, sizeProblem, typeProblem } from '../model/media-rules';

const v = ja.validation;
const t = mediaPostingJa;

export const MEDIA_CATEGORIES = Object.keys(t.categories) as MediaCategory[];
export const DESCRIPTION_MAX = 1000;

export type MediaTiming = 'now' | 'scheduled';

export interface MediaPostValues {
  file: File | null;
  category: MediaCategory | '';
  description: string;
  timing: MediaTiming;
  scheduled_date: string;
  scheduled_time: string;
  /** The stores checked in the picker, kept in the form so "none chosen" is a field error like any other. */
  local_account_ids: string[];
}

export const emptyMediaPost: MediaPostValues = {
  file: null,
  category: '',
  description: '',
  timing: 'now',
  scheduled_date: '',
  scheduled_time: '',
  local_account_ids: [],
};

/** The scheduled moment in Tokyo, or null while the date or time is incomplete. */
export const scheduledMoment = (date: string, time: string): DateTime | null =>
  isCalendarDate(date) && isTime(time) ? DateTime.fromFormat(`${date} ${time}`, 'yyyy/MM/dd HH:mm', { zone: TOKYO }) : null;

// The file's rules run in the browser before anything is sent: the type and the size at once, then what the
// browser reads of the file (a photo's pixel size, a video's length).
const checkMediaFile = async (file: File): Promise<string | null> => {
  const kind = mediaKind(file.type);
  if (!kind) return typeProblem(file.type);
  const size = sizeProblem(kind, file.size);
  if (size) return size;
  const facts = await probeMedia(file);
  return facts ? factsProblem(facts) : null;
};

const scheduled = (schema: yup.StringSchema) =>
  yup.string().when('timing', { is: 'scheduled', then: () => schema, otherwise: (s) => s.strip() });

/** The form's rules; `now` is read when the form validates, so a schedule goes stale as the clock moves on. */
export const mediaPostSchema = (now: () => Date = () => new Date()) =>
  yup.object({
    file: yup
      .mixed<File>()
      .nullable()
      .test('required', v.requiredSelect, (file) => file instanceof Blob)
      .test('media-rules', async (file, ctx) => {
        if (!(file instanceof Blob)) return true;
        const problem = await checkMediaFile(file as File);
        return problem ? ctx.createError({ message: problem }) : true;
      }),
    category: yup.string().required(v.requiredSelect).oneOf(MEDIA_CATEGORIES, v.requiredSelect),
    description: yup.string().max(DESCRIPTION_MAX),
    timing: yup.string().oneOf(['now', 'scheduled']),
    scheduled_date: scheduled(
      yup
        .string()
        .required(v.requiredSelect)
        .test('date', v.format, (value) => !value || isCalendarDate(value))
        .test('schedule-window', (value, ctx) => {
          const moment = scheduledMoment(value, String(ctx.parent.scheduled_time ?? ''));
          if (!moment) return true;
          const current = DateTime.fromJSDate(now(), { zone: TOKYO });
          if (moment <= current) return ctx.createError({ message: t.rules.scheduleInPast });
          if (moment > current.plus({ years: 1 })) return ctx.createError({ message: t.rules.scheduleTooFar });
          return true;
        }),
    ),
    scheduled_time: scheduled(
      yup
        .string()
        .required(v.requiredSelect)
        .test('time', v.format, (value) => !value || isTime(value)),
    ),
    local_account_ids: yup.array(yup.string().required()).min(1, t.create.storesRequired),
  });

import { Box, chakra } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { DateField } from '../../../components/form/date-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TimeField } from '../../../components/form/time-field';
import { TOKYO } from '../../../shared/dates/zone';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { postsJa } from '../../../shared/i18n/posts.ja';
import { REPEATS, type PostEditorValues } from '../forms/post-editor.values';
import { comingOccurrences, toRecurrenceRule } from '../model/next-occurrences';

const repeatOptions = REPEATS.map((value) => ({ value, label: postsJa.repeat[value] }));
const format = (at: Date) => DateTime.fromJSDate(at, { zone: TOKYO }).setLocale('ja').toFormat(t.dateTimeFormat);

// The next occurrences the schedule makes, from the same recurrence rules the publish job follows.
const NextOccurrences = () => {
  const { values } = useFormikContext<PostEditorValues>();
  const { schedule_date, schedule_time, repeat, repeat_end_date } = values;
  const line = useMemo(() => {
    const rule = toRecurrenceRule({ schedule_date, schedule_time, repeat, repeat_end_date });
    if (!rule) return null;
    const { dates, more } = comingOccurrences(rule, new Date());
    if (dates.length === 0) return t.noOccurrence;
    const list = dates.map(format).join('、');
    return t.nextOccurrences(more > 0 ? `${list}、${t.nextOccurrencesMore(more)}` : list);
  }, [schedule_date, schedule_time, repeat, repeat_end_date]);
  return line ? (
    <chakra.p fontSize="sm" aria-live="polite" data-testid="next-occurrences" mb="2">
      {line}
    </chakra.p>
  ) : null;
};

export const ScheduleFields = () => {
  const { values } = useFormikContext<PostEditorValues>();
  return (
    <chakra.fieldset border="none" p="0" m="0" minW="0">
      <chakra.legend fontSize="md" fontWeight="bold" mb="3">
        {t.scheduleHeading}
      </chakra.legend>
      <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} columnGap="4">
        <DateField name="schedule_date" label={t.scheduleDate} />
        <TimeField name="schedule_time" label={t.scheduleTime} />
      </Box>
      <RadioGroupField name="repeat" legend={t.repeat} options={repeatOptions} />
      {values.repeat !== '4' ? <DateField name="repeat_end_date" label={t.repeatEndDate} /> : null}
      <NextOccurrences />
    </chakra.fieldset>
  );
};

import { Box } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { DateField } from '../../../components/form/date-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TimeField } from '../../../components/form/time-field';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import type { MediaPostValues, MediaTiming } from '../forms/media-post.schema';

const t = mediaPostingJa.create;
const timings: { value: MediaTiming; label: string }[] = [
  { value: 'now', label: t.now },
  { value: 'scheduled', label: t.scheduled },
];

// すぐに投稿, or a date and time in Tokyo; the date and time keep what was typed while 「すぐに投稿」 is chosen.
export const ScheduleFields = () => {
  const { values } = useFormikContext<MediaPostValues>();
  return (
    <>
      <RadioGroupField name="timing" legend={t.timing} options={timings} />
      {values.timing === 'scheduled' ? (
        <Box display="flex" flexWrap="wrap" columnGap="4">
          <Box flex="1 1 12rem">
            <DateField name="scheduled_date" label={t.date} help={t.dateHelp} />
          </Box>
          <TimeField name="scheduled_time" label={t.time} />
        </Box>
      ) : null}
    </>
  );
};

import { Box } from '@chakra-ui/react';
import { datesJa } from '../../shared/i18n/dates.ja';
import { DateField } from './date-field';

interface DateRangeFieldProps {
  startName: string;
  endName: string;
  startLabel?: string;
  endLabel?: string;
}

// Two Formik date fields side by side (stacked on a phone). The form's schema checks each day and the order of the
// two (isRangeInverted from shared/dates), so the end field carries the range error.
export const DateRangeField = ({ startName, endName, startLabel = datesJa.startAt, endLabel = datesJa.endAt }: DateRangeFieldProps) => (
  <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} columnGap="4" minW="0">
    <DateField name={startName} label={startLabel} />
    <DateField name={endName} label={endLabel} />
  </Box>
);

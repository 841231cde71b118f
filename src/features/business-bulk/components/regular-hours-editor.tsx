import { Box } from '@chakra-ui/react';
import { ArrayField } from '../../../components/form/array-field';
import { SelectField } from '../../../components/form/select-field';
import { WEEKDAYS } from '../../../shared/business/listing';
import { LISTING_LIMITS } from '../../../shared/business/listing-rules';
import { businessBulkJa, weekdayLabelsJa } from '../business-bulk.ja';
import { newHoursRow, type HoursRow } from '../forms/bulk-changes.schema';
import { HoursTimeField } from './hours-time-field';

const t = businessBulkJa.changes;
const dayOptions = WEEKDAYS.map((day) => ({ value: day, label: weekdayLabelsJa[day] }));

// The weekly hours as rows of weekday × open–close (two rows for a day with a lunch break); they replace the
// stores' regular hours as a whole.
export const RegularHoursEditor = ({ name, legend = t.regularRows }: { name: string; legend?: string }) => (
  <ArrayField<HoursRow> name={name} legend={legend} newRow={newHoursRow} maxRows={LISTING_LIMITS.regularPeriods} help={t.timeHelp}>
    {(row) => (
      <Box display="flex" flexWrap="wrap" columnGap="3" alignItems="flex-start">
        <Box flex="0 1 7rem">
          <SelectField name={`${row.name}.day`} label={t.weekday} options={dayOptions} />
        </Box>
        <HoursTimeField name={`${row.name}.open`} label={t.openTime} />
        <HoursTimeField name={`${row.name}.close`} label={t.closeTime} />
      </Box>
    )}
  </ArrayField>
);

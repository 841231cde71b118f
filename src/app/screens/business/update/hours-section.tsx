import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { ArrayField } from '../../../../components/form/array-field';
import { DateField } from '../../../../components/form/date-field';
import { SelectField } from '../../../../components/form/select-field';
import { TimeTextField } from '../../../../components/form/time-text-field';
import { LISTING_LIMITS } from '../../../../shared/business/listing-rules';
import { WEEKDAYS, type HoursPeriod, type SpecialHoursEntry } from '../../../../shared/business/listing';
import { weekdayJa } from '../listings/listings.ja';
import { updateJa } from './update.ja';

const h = updateJa.hours;
const s = updateJa.special;
const dayOptions = WEEKDAYS.map((day) => ({
  value: day,
  label: weekdayJa[day],
}));

const Row = chakra('div', {
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '3',
    alignItems: 'flex-start',
  },
});

// 営業時間: one row per opening period (two rows on a day with a lunch break); a close after midnight is 24:00–30:00.
export const RegularHoursSection = () => (
  <ArrayField<HoursPeriod>
    name="listing.regular_hours"
    legend={h.legend}
    help={h.help}
    maxRows={LISTING_LIMITS.regularPeriods}
    newRow={() => ({ day: 'MON', open: '09:00', close: '18:00' })}
  >
    {({ index, name }) => (
      <Row>
        <Box flex="1 1 8rem" maxW="12rem">
          <SelectField name={`${name}.day`} label={h.day(index + 1)} options={dayOptions} />
        </Box>
        <TimeTextField name={`${name}.open`} label={h.open(index + 1)} placeholder={h.placeholder} />
        <TimeTextField name={`${name}.close`} label={h.close(index + 1)} placeholder={h.placeholder} />
      </Row>
    )}
  </ArrayField>
);

const ClosedBox = ({ name, label }: { name: string; label: string }) => {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" minH="11" cursor="pointer" mb="2">
      <chakra.input type="checkbox" w="5" h="5" name={name} checked={!!field.value} onChange={(e) => void helpers.setValue(e.target.checked)} />
      {label}
    </chakra.label>
  );
};

const SpecialRow = ({ index, name }: { index: number; name: string }) => {
  const [closed] = useField<boolean>(`${name}.closed`);
  return (
    <Row>
      <Box flex="1 1 10rem" maxW="14rem">
        <DateField name={`${name}.date`} label={s.date(index + 1)} />
      </Box>
      <Box flex="0 0 auto" pt={{ base: '0', md: '6' }}>
        <ClosedBox name={`${name}.closed`} label={s.closed(index + 1)} />
      </Box>
      {closed.value ? null : (
        <>
          <TimeTextField name={`${name}.open`} label={s.open(index + 1)} placeholder={h.placeholder} />
          <TimeTextField name={`${name}.close`} label={s.close(index + 1)} placeholder={h.placeholder} />
        </>
      )}
    </Row>
  );
};

// 特別営業時間: a day that is closed, or open with its own times (holidays, the New Year).
export const SpecialHoursSection = () => (
  <ArrayField<SpecialHoursEntry>
    name="listing.special_hours"
    legend={s.legend}
    help={h.help}
    maxRows={LISTING_LIMITS.specialDays}
    newRow={() => ({ date: '', closed: true, open: null, close: null })}
  >
    {(row) => <SpecialRow {...row} />}
  </ArrayField>
);

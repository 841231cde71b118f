import { Box } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { useMemo } from 'react';
import { ArrayField } from '../../../components/form/array-field';
import { DateField } from '../../../components/form/date-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { Button } from '../../../components/button';
import { Fieldset, Legend } from '../../../components/form/choice-parts';
import { LISTING_LIMITS } from '../../../shared/business/listing-rules';
import { businessBulkJa } from '../business-bulk.ja';
import { newSpecialRow, type SpecialRow } from '../forms/bulk-changes.schema';
import { newYearPreset, obonPreset, type HolidayPreset } from '../model/holiday-presets';
import { HoursTimeField } from './hours-time-field';

const t = businessBulkJa.changes;

interface SpecialHoursEditorProps {
  /** The form path of { mode, entries }. */
  name: string;
  /** Today, for the presets (tests pass a fixed day). */
  now: () => Date;
}

const toRows = (preset: HolidayPreset): SpecialRow[] => preset.entries.map((e) => ({ date: e.date, status: 'closed', open: '', close: '' }));

// Special days (holidays, New Year): one-click presets for the coming holidays, then rows of date × closed / hours.
// A preset replaces rows of the same dates and keeps the others, so two presets can be combined.
export const SpecialHoursEditor = ({ name, now }: SpecialHoursEditorProps) => {
  const { values, setFieldValue } = useFormikContext<object>();
  const presets = useMemo(() => {
    const today = now();
    const newYear = newYearPreset(today);
    const obon = obonPreset(today);
    return [
      { preset: newYear, label: t.presetNewYear(newYear.from, newYear.to) },
      { preset: obon, label: t.presetObon(obon.from, obon.to) },
    ];
  }, [now]);
  const entriesName = `${name}.entries`;
  const apply = (preset: HolidayPreset) => {
    const current = ((getIn(values, entriesName) as SpecialRow[] | undefined) ?? []).filter((row) => row.date !== '');
    const added = toRows(preset);
    const dates = new Set(added.map((row) => row.date));
    void setFieldValue(entriesName, [...current.filter((row) => !dates.has(row.date)), ...added]);
  };
  return (
    <Box>
      <Fieldset>
        <Legend>{t.presetsLegend}</Legend>
        <Box display="flex" flexWrap="wrap" gap="2">
          {presets.map(({ preset, label }) => (
            <Button key={preset.id} variant="outline" size="sm" minH="11" whiteSpace="normal" onClick={() => apply(preset)}>
              {label}
            </Button>
          ))}
        </Box>
      </Fieldset>
      <RadioGroupField
        name={`${name}.mode`}
        legend={t.specialMode}
        options={[
          { value: 'merge', label: t.specialModes.merge },
          { value: 'replace', label: t.specialModes.replace },
        ]}
      />
      <ArrayField<SpecialRow> name={entriesName} legend={t.specialRows} newRow={newSpecialRow} maxRows={LISTING_LIMITS.specialDays} help={t.timeHelp}>
        {(row) => <SpecialRowFields name={row.name} />}
      </ArrayField>
    </Box>
  );
};

const SpecialRowFields = ({ name }: { name: string }) => {
  const { values } = useFormikContext<object>();
  const open = getIn(values, `${name}.status`) === 'open';
  return (
    <Box display="flex" flexWrap="wrap" columnGap="3" alignItems="flex-start">
      <Box flex="1 1 9rem" maxW="12rem">
        <DateField name={`${name}.date`} label={t.date} />
      </Box>
      <RadioGroupField
        name={`${name}.status`}
        legend={t.dayStatus}
        options={[
          { value: 'closed', label: t.closed },
          { value: 'open', label: t.open },
        ]}
      />
      {open ? (
        <>
          <HoursTimeField name={`${name}.open`} label={t.openTime} />
          <HoursTimeField name={`${name}.close`} label={t.closeTime} />
        </>
      ) : null}
    </Box>
  );
};

import { Box } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { isCalendarDate, isRangeInverted } from '../../shared/dates/calendar-date';
import { datesJa } from '../../shared/i18n/dates.ja';
import { ja } from '../../shared/i18n/ja';
import { DateInput } from './date-input';
import { FieldError, FieldLabel } from './field-parts';

interface DateBoxProps {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const DateBox = ({ label, value, error, onChange, onBlur }: DateBoxProps) => {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <Box flex="1 1 9rem" minW="0">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <DateInput
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      <FieldError id={errorId} message={error ?? undefined} />
    </Box>
  );
};

export interface DateRange {
  startAt: string;
  endAt: string;
}

interface DateRangeInputsProps extends DateRange {
  onCommit: (range: DateRange) => void;
  startLabel?: string;
  endLabel?: string;
}

const formatError = (value: string) => (value && !isCalendarDate(value) ? ja.validation.format : null);
const committable = (value: string) => value === '' || isCalendarDate(value);

/**
 * A YYYY/MM/DD range outside any form, for list filters that apply as you type: a complete, valid range (or an
 * emptied field) is committed at once; anything else shows its error once the field is left, and the caller keeps
 * its last valid range.
 */
export const DateRangeInputs = ({ startAt, endAt, onCommit, startLabel = datesJa.startAt, endLabel = datesJa.endAt }: DateRangeInputsProps) => {
  const [start, setStart] = useState(startAt);
  const [end, setEnd] = useState(endAt);
  const [touched, setTouched] = useState({ start: false, end: false });

  useEffect(() => setStart(startAt), [startAt]);
  useEffect(() => setEnd(endAt), [endAt]);

  const startError = formatError(start);
  const inverted = isRangeInverted(start, end);
  const endError = formatError(end) ?? (inverted ? datesJa.rangeInverted : null);

  const change = (next: { start: string; end: string }) => {
    setStart(next.start);
    setEnd(next.end);
    const changed = next.start !== startAt || next.end !== endAt;
    if (committable(next.start) && committable(next.end) && !isRangeInverted(next.start, next.end) && changed) {
      onCommit({ startAt: next.start, endAt: next.end });
    }
  };

  return (
    <Box display="flex" gap="3" flex="1 1 18rem" minW="0">
      <DateBox
        label={startLabel}
        value={start}
        error={touched.start ? startError : null}
        onChange={(v) => change({ start: v, end })}
        onBlur={() => setTouched((s) => ({ ...s, start: true }))}
      />
      <DateBox
        label={endLabel}
        value={end}
        // Fixing the start can invert the range: say so at the end even before the end field was visited.
        error={touched.end || (touched.start && inverted && !formatError(end)) ? endError : null}
        onChange={(v) => change({ start, end: v })}
        onBlur={() => setTouched((s) => ({ ...s, end: true }))}
      />
    </Box>
  );
};

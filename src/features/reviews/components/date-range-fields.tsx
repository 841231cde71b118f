import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { ja } from '../../../shared/i18n/ja';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { isRangeInverted, isValidDate } from '../model/review-filters';

const t = reviewInboxJa.filters;

const DateField = ({
  label,
  value,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (v: string) => void;
  onBlur: () => void;
}) => {
  const id = useId();
  return (
    <Box flex="1 1 9rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <chakra.input
        id={id}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder={t.datePlaceholder}
        {...fieldStyle}
        minH="44px"
        fontSize="md"
        borderColor={error ? 'danger' : 'muted'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
      />
      {error ? (
        <chakra.p id={`${id}-error`} color="danger" fontSize="sm" mt="1" role="alert">
          {error}
        </chakra.p>
      ) : null}
    </Box>
  );
};

interface DateRangeFieldsProps {
  startAt: string;
  endAt: string;
  onCommit: (range: { startAt: string; endAt: string }) => void;
}

// YYYY/MM/DD text fields. A complete, valid range (or an emptied field) applies at once; anything else shows its
// error once the field is left, and the list keeps its last valid range.
export const DateRangeFields = ({ startAt, endAt, onCommit }: DateRangeFieldsProps) => {
  const [start, setStart] = useState(startAt);
  const [end, setEnd] = useState(endAt);
  const [touched, setTouched] = useState({ start: false, end: false });

  useEffect(() => setStart(startAt), [startAt]);
  useEffect(() => setEnd(endAt), [endAt]);

  const formatError = (v: string) => (v && !isValidDate(v) ? ja.validation.format : null);
  const startError = formatError(start);
  const endError = formatError(end) ?? (isRangeInverted(start, end) ? t.dateRangeInvalid : null);

  const change = (next: { start: string; end: string }) => {
    setStart(next.start);
    setEnd(next.end);
    const valid = (v: string) => v === '' || isValidDate(v);
    if (valid(next.start) && valid(next.end) && !isRangeInverted(next.start, next.end) && (next.start !== startAt || next.end !== endAt)) {
      onCommit({ startAt: next.start, endAt: next.end });
    }
  };

  return (
    <Box display="flex" gap="3" flex="1 1 18rem" minW="0">
      <DateField
        label={t.startAt}
        value={start}
        error={touched.start ? startError : null}
        onChange={(v) => change({ start: v, end })}
        onBlur={() => setTouched((s) => ({ ...s, start: true }))}
      />
      <DateField
        label={t.endAt}
        value={end}
        error={touched.end || (touched.start && endError === t.dateRangeInvalid) ? endError : null}
        onChange={(v) => change({ start, end: v })}
        onBlur={() => setTouched((s) => ({ ...s, end: true }))}
      />
    </Box>
  );
};

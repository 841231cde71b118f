import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReplyStatusFilter, ReviewKindFilter } from '../model/review-filters';

const t = reviewInboxJa.filters;
const STATUSES = [
  { value: null, label: t.replyStatusOptions.all },
  { value: 'unreplied', label: t.replyStatusOptions.unreplied },
  { value: 'replied', label: t.replyStatusOptions.replied },
] as const;

export const ReplyStatusFilterField = ({ value, onChange }: { value: ReplyStatusFilter | null; onChange: (v: ReplyStatusFilter | null) => void }) => {
  const name = useId();
  return (
    <chakra.fieldset border="none" p="0" m="0" minW="0" flex="1 1 14rem">
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1" p="0">
        {t.replyStatus}
      </chakra.legend>
      <chakra.div display="flex" flexWrap="wrap" columnGap="1">
        {STATUSES.map((s) => (
          <chakra.label key={s.label} display="inline-flex" alignItems="center" gap="1" minH="44px" px="2" cursor="pointer">
            <input type="radio" name={name} checked={value === s.value} onChange={() => onChange(s.value)} />
            {s.label}
          </chakra.label>
        ))}
      </chakra.div>
    </chakra.fieldset>
  );
};

export const KindSelect = ({ value, onChange }: { value: ReviewKindFilter | null; onChange: (v: ReviewKindFilter | null) => void }) => {
  const id = useId();
  return (
    <Box flex="1 1 12rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.kind}
      </chakra.label>
      <chakra.select
        id={id}
        {...fieldStyle}
        minH="44px"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : (Number(e.target.value) as ReviewKindFilter))}
      >
        <option value="">{t.kindAll}</option>
        <option value="1">{t.kinds[1]}</option>
        <option value="2">{t.kinds[2]}</option>
      </chakra.select>
    </Box>
  );
};

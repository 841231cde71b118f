import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';
import { couponJa } from '../../../../shared/i18n/coupon.ja';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

// Hidden from sight but not from assistive technology or the keyboard: the radios stay real radios.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

// The rating as five radio buttons (arrow keys move between them) drawn as stars; each is named 「星Nつ」.
export const StarRatingField = ({ name, legend }: { name: string; legend: string }) => {
  const [field, meta, helpers] = useField<string>(name);
  const errorId = useId();
  const invalid = meta.touched && !!meta.error;
  const selected = Number(field.value || 0);
  return (
    <chakra.fieldset mb="4" border="none" p="0" m="0" aria-describedby={invalid ? errorId : undefined}>
      <chakra.legend fontWeight="bold" fontSize="sm" mb="1">
        {legend}
      </chakra.legend>
      <Box display="flex" gap="1">
        {RATINGS.map((value) => (
          <chakra.label
            key={value}
            position="relative"
            display="inline-flex"
            flexDirection="column"
            alignItems="center"
            minW="11"
            cursor="pointer"
            borderRadius="md"
            _focusWithin={{ outline: '2px solid #0b5cad', outlineOffset: '2px' }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={value}
              checked={field.value === value}
              onChange={() => void helpers.setValue(value)}
              onBlur={field.onBlur}
              aria-invalid={invalid || undefined}
              css={visuallyHidden}
            />
            <chakra.span aria-hidden="true" fontSize="2xl" lineHeight="1" color={Number(value) <= selected ? '#975a16' : 'muted'}>
              {Number(value) <= selected ? '★' : '☆'}
            </chakra.span>
            <chakra.span css={visuallyHidden}>{couponJa.page.star(Number(value))}</chakra.span>
            <chakra.span aria-hidden="true" fontSize="xs" color="muted">
              {value}
            </chakra.span>
          </chakra.label>
        ))}
      </Box>
      {invalid ? (
        <chakra.p id={errorId} color="danger" fontSize="sm" mt="1" role="alert">
          {meta.error}
        </chakra.p>
      ) : null}
    </chakra.fieldset>
  );
};

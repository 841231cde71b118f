import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, type CSSProperties } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { REPLY_MAX } from '../forms/reply.schema';

const t = reviewInboxJa.reply;

// The reply text with its character counter. 16 px text keeps mobile browsers from zooming in on focus; the box
// grows with its content so the send button stays close below it while the keyboard is open.
export const ReplyTextarea = ({ onChange, autoFocus = false }: { onChange: (text: string) => void; autoFocus?: boolean }) => {
  const [field, meta, helpers] = useField<string>('comment');
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const invalid = meta.touched && !!meta.error;
  const length = field.value.length;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.label}
      </chakra.label>
      <chakra.textarea
        id={id}
        name={field.name}
        value={field.value}
        onBlur={field.onBlur}
        onChange={(e) => {
          onChange(e.target.value);
          void helpers.setValue(e.target.value);
        }}
        autoFocus={autoFocus}
        rows={5}
        {...fieldStyle}
        py="2"
        fontSize="md"
        resize="vertical"
        style={{ fieldSizing: 'content', minHeight: '7.5rem', maxHeight: '60vh' } as CSSProperties}
        borderColor={invalid ? 'danger' : 'muted'}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${errorId} ${counterId}` : counterId}
      />
      <Box display="flex" justifyContent="space-between" gap="2" mt="1" fontSize="sm">
        <chakra.p id={errorId} color="danger" role={invalid ? 'alert' : undefined}>
          {invalid ? meta.error : null}
        </chakra.p>
        <chakra.p id={counterId} color={length > REPLY_MAX ? 'danger' : 'muted'} whiteSpace="nowrap">
          {t.counter(length, REPLY_MAX)}
        </chakra.p>
      </Box>
    </Box>
  );
};

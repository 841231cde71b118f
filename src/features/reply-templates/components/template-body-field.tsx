import { Box, chakra } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId, useLayoutEffect, useRef } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { insertAt, type Placeholder } from '../model/placeholders';
import { PlaceholderBar } from './placeholder-bar';

interface TemplateBodyFieldProps {
  name: string;
  label: string;
  max: number;
}

// The reply text with its placeholder buttons: a button press puts the token where the cursor was (replacing any
// selection) and gives the focus back with the caret right after it, so typing carries on naturally.
export const TemplateBodyField = ({ name, label, max }: TemplateBodyFieldProps) => {
  const [field, meta, helpers] = useField<string>(name);
  const id = useId();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const countId = `${id}-count`;
  const area = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);
  const invalid = meta.touched && !!meta.error;
  const value = field.value ?? '';

  useLayoutEffect(() => {
    if (caret.current === null || !area.current) return;
    area.current.focus();
    area.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [value]);

  const insert = (token: Placeholder) => {
    const el = area.current;
    const edit = insertAt(value, el?.selectionStart, el?.selectionEnd, token);
    caret.current = edit.caret;
    void helpers.setValue(edit.text);
  };

  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" mb="1" fontSize="sm">
        {label}
      </chakra.label>
      <chakra.textarea
        ref={area}
        id={id}
        {...fieldStyle}
        py="2"
        minH="40"
        resize="vertical"
        _invalid={{ borderColor: 'danger' }}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : '', helpId, countId].filter(Boolean).join(' ')}
        {...field}
        value={value}
      />
      <chakra.p id={countId} fontSize="xs" color={value.length > max ? 'danger' : 'muted'} textAlign="right" mt="1">
        {reviewSettingsJa.templates.charCount(value.length, max)}
      </chakra.p>
      {invalid ? (
        <chakra.p id={errorId} color="danger" fontSize="sm" mt="1" role="alert">
          {meta.error}
        </chakra.p>
      ) : null}
      <PlaceholderBar id={helpId} onInsert={insert} />
    </Box>
  );
};

import { chakra } from '@chakra-ui/react';
import { datesJa } from '../../shared/i18n/dates.ja';
import { fieldStyle } from './field-style';

/**
 * The text box of a YYYY/MM/DD date, shared by Formik fields and the lists' filters that apply at once. A typed
 * date rather than a native picker: the spec's format is YYYY/MM/DD whatever the browser's locale.
 */
export const DateInput = chakra(
  'input',
  { base: { ...fieldStyle, fontSize: 'md', _invalid: { borderColor: 'danger' } } },
  { defaultProps: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10, placeholder: datesJa.placeholder } },
);

import { yupLocaleReady } from './yup-locale';
import * as yup from 'yup';
import { ja } from '../i18n/ja';
import { FORBIDDEN_CHARACTERS, LINE_BREAK } from './text-patterns';

// Referencing the flag keeps the locale import from being dropped as unused.
export const localeLoaded = yupLocaleReady;

const v = ja.validation;

export const patterns = {
  phone: /^\d{2,4}-\d{2,4}-\d{3,4}$/,
  postalCode: /^\d{3}-\d{4}$/,
  colour: /^#[0-9A-Fa-f]{6}$/,
  forbidden: FORBIDDEN_CHARACTERS,
  lineBreak: LINE_BREAK,
} as const;

export const requiredText = () => yup.string().trim().required(v.required);
export const requiredSelect = () => yup.string().required(v.requiredSelect);
export const email = () => yup.string().trim().required(v.required).email(v.format).max(255);
export const phone = () => yup.string().matches(patterns.phone, { message: v.format, excludeEmptyString: true });
export const postalCode = () => yup.string().matches(patterns.postalCode, { message: v.format, excludeEmptyString: true });
export const colour = () => yup.string().matches(patterns.colour, { message: v.colour, excludeEmptyString: true });
export const safeText = () =>
  yup.string().test('forbidden-characters', v.forbiddenChars, (value) => !value || !patterns.forbidden.test(value));
export const singleLine = () =>
  yup.string().test('no-line-breaks', v.noLineBreaks, (value) => !value || !patterns.lineBreak.test(value));
export const stringBetween = (min: number, max: number) =>
  yup
    .string()
    .test('between', ({ value }) => interpolate(v.stringBetween, { min, max, value }), (value) => !value || (value.length >= min && value.length <= max));
export const numberRange = (min: number, max: number) =>
  yup.number().typeError(v.format).min(min, interpolate(v.numberRange, { min, max })).max(max, interpolate(v.numberRange, { min, max }));
export const passwordConfirmation = (field = 'password') =>
  yup
    .string()
    .required(v.required)
    .oneOf([yup.ref(field)], v.passwordConfirm);

const interpolate = (template: string, values: Record<string, unknown>) =>
  template.replace(/\$\{(\w+)\}/g, (_m, key: string) => String(values[key] ?? ''));

export { yup };

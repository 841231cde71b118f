import { ja } from '../../../shared/i18n/ja';
import { usersJa } from '../../../shared/i18n/users.ja';
import { email, patterns, requiredText, yup } from '../../../shared/validation/validators';

const v = ja.validation;

// The contract's limits: a name of 1–50 characters on one line, an address of up to 255; a store user sees only the
// stores chosen for them, so at least one.
export const USER_NAME_MAX = 50;
export const ASSIGNABLE_USER_TYPES = ['normal', 'store'] as const;
export type AssignableUserType = (typeof ASSIGNABLE_USER_TYPES)[number];

export interface CompanyUserValues {
  user_name: string;
  email: string;
  user_type: AssignableUserType;
  local_account_ids: string[];
}

export const userNameSchema = () =>
  requiredText()
    .max(USER_NAME_MAX, v.stringMax.replace('${max}', String(USER_NAME_MAX)))
    .test('no-line-breaks', v.noLineBreaks, (value) => !patterns.lineBreak.test(value));

const storesSchema = yup
  .array(yup.string().required())
  .default([])
  .when('user_type', { is: 'store', then: (schema) => schema.min(1, usersJa.form.storesRequired) });

// Creating asks for the address the invitation goes to; editing shows it read-only (the user changes it themselves).
export const companyUserSchema = (editing: boolean) =>
  yup.object({
    user_name: userNameSchema(),
    email: editing ? yup.string() : email(),
    user_type: yup.string().oneOf([...ASSIGNABLE_USER_TYPES], v.requiredSelect).required(v.requiredSelect),
    local_account_ids: storesSchema,
  });

import { email, requiredText, yup } from '../../../shared/validation/validators';

export const loginSchema = yup.object({
  email: email(),
  password: requiredText().max(255),
});

export type LoginValues = yup.InferType<typeof loginSchema>;

export const emailOnlySchema = yup.object({ email: email() });
export type EmailOnlyValues = yup.InferType<typeof emailOnlySchema>;

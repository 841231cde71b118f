import { passwordConfirmation, requiredText, yup } from '../../../shared/validation/validators';

// The server's rule (openapi PasswordResetRequest): 8 to 255 characters.
export const PASSWORD_MIN_LENGTH = 8;

export const passwordResetSchema = yup.object({
  password: requiredText().min(PASSWORD_MIN_LENGTH).max(255),
  password_confirmation: passwordConfirmation('password'),
});

export type PasswordResetValues = yup.InferType<typeof passwordResetSchema>;
export const emptyPasswordReset: PasswordResetValues = { password: '', password_confirmation: '' };

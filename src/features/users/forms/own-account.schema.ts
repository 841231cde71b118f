import { email, passwordConfirmation, requiredText, yup } from '../../../shared/validation/validators';
import { userNameSchema } from './company-user.schema';

// The contract's rule for a new password (OwnPasswordRequest): 8 to 255 characters.
export const OWN_PASSWORD_MIN = 8;

export const ownProfileSchema = yup.object({ user_name: userNameSchema() });
export type OwnProfileValues = yup.InferType<typeof ownProfileSchema>;

export const ownEmailSchema = yup.object({
  email: email(),
  current_password: requiredText().max(255),
});
export type OwnEmailValues = yup.InferType<typeof ownEmailSchema>;
export const emptyOwnEmail: OwnEmailValues = { email: '', current_password: '' };

export const ownPasswordSchema = yup.object({
  current_password: requiredText().max(255),
  password: requiredText().min(OWN_PASSWORD_MIN).max(255),
  password_confirmation: passwordConfirmation('password'),
});
export type OwnPasswordValues = yup.InferType<typeof ownPasswordSchema>;
export const emptyOwnPassword: OwnPasswordValues = { current_password: '', password: '', password_confirmation: '' };

import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/button';
import { ja } from '../../../shared/i18n/ja';
import { readApiError } from '../../../store/api-error';
import { useConfirmPasswordResetMutation } from '../auth.api';
import { emptyPasswordReset, passwordResetSchema, type PasswordResetValues } from '../forms/password-reset.schema';

interface PasswordResetFormProps {
  token: string;
  onDone: (message: string) => void;
}

// Sets the new password with the mailed link's token. A used or expired link is said here, where the person looks.
export const PasswordResetForm = ({ token, onDone }: PasswordResetFormProps) => {
  const [confirm] = useConfirmPasswordResetMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (values: PasswordResetValues, helpers: FormikHelpers<PasswordResetValues>) => {
    setFailure(null);
    try {
      const result = await confirm({ passwordResetRequest: { token, password: values.password } }).unwrap();
      onDone(result.message);
    } catch (error) {
      if (!applyServerErrors(helpers, error, values)) setFailure(readApiError(error).body.message ?? ja.auth.resetNoToken);
    }
  };
  return (
    <Formik initialValues={emptyPasswordReset} validationSchema={passwordResetSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={ja.auth.resetTitle}>
          <chakra.p fontSize="sm" mb="4">
            {ja.auth.resetLead}
          </chakra.p>
          <TextField name="password" label={ja.auth.newPassword} type="password" autoComplete="new-password" />
          <TextField name="password_confirmation" label={ja.auth.newPasswordConfirmation} type="password" autoComplete="new-password" />
          <Box mt="4">
            <Button type="submit" width="100%" disabled={isSubmitting}>
              {ja.auth.resetSubmit}
            </Button>
          </Box>
          {failure ? (
            <chakra.p role="alert" mt="4" color="danger" fontWeight="bold">
              {failure}
            </chakra.p>
          ) : null}
        </Form>
      )}
    </Formik>
  );
};

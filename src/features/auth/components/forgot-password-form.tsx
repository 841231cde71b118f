import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/button';
import type { Ownership } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { usePasswordReissueMutation } from '../auth.api';
import { emailOnlySchema, type EmailOnlyValues } from '../forms/login.schema';

export const ForgotPasswordForm = ({ ownership }: { ownership: Ownership }) => {
  const [reissue] = usePasswordReissueMutation();
  const [message, setMessage] = useState<string | null>(null);
  const submit = async (values: EmailOnlyValues, helpers: FormikHelpers<EmailOnlyValues>) => {
    setMessage(null);
    try {
      const result = await reissue({ passwordReissueRequest: { email: values.email.trim(), ownership } }).unwrap();
      setMessage(result.message);
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik initialValues={{ email: '' }} validationSchema={emailOnlySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <chakra.p fontSize="sm" mb="4">
            {ja.auth.forgotLead}
          </chakra.p>
          <TextField name="email" label={ja.auth.email} type="email" autoComplete="email" />
          <Box mt="4">
            <Button type="submit" width="100%" disabled={isSubmitting}>
              {ja.auth.reissue}
            </Button>
          </Box>
          {message ? (
            <chakra.p role="status" mt="4" color="success" fontWeight="bold" data-testid="reissue-message">
              {message}
            </chakra.p>
          ) : null}
        </Form>
      )}
    </Formik>
  );
};

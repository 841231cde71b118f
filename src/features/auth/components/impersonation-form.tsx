import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/button';
import { copyToClipboard } from '../../../shared/clipboard/clipboard';
import { ja } from '../../../shared/i18n/ja';
import { useCreateImpersonationLinkMutation } from '../auth.api';
import { emailOnlySchema, type EmailOnlyValues } from '../forms/login.schema';

interface Issued {
  url: string;
  expiresAt: string;
}

// Support staff issue a one-time sign-in link for a user and copy it.
export const ImpersonationForm = () => {
  const [create] = useCreateImpersonationLinkMutation();
  const [issued, setIssued] = useState<Issued | null>(null);
  const [copyMessage, setCopyMessage] = useState<string | null>(null);
  const submit = async (values: EmailOnlyValues, helpers: FormikHelpers<EmailOnlyValues>) => {
    setIssued(null);
    setCopyMessage(null);
    try {
      const result = await create({ impersonationRequest: { email: values.email.trim() } }).unwrap();
      setIssued({ url: result.data.url, expiresAt: result.data.expires_at });
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  const copy = async () => {
    if (!issued) return;
    const result = await copyToClipboard(issued.url, 'url');
    setCopyMessage(result.message);
  };
  return (
    <Formik initialValues={{ email: '' }} validationSchema={emailOnlySchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate data-testid="impersonation-form">
          <TextField name="email" label={ja.home.impersonationEmail} type="email" />
          <Button type="submit" disabled={isSubmitting}>
            {ja.home.impersonationIssue}
          </Button>
          {issued ? (
            <Box mt="4" data-testid="impersonation-result">
              <chakra.p fontWeight="bold" fontSize="sm">
                {ja.home.impersonationUrl}
              </chakra.p>
              <chakra.p wordBreak="break-all" data-testid="impersonation-url">
                {issued.url}
              </chakra.p>
              <chakra.p fontSize="sm" color="muted">
                {ja.home.impersonationExpires}: {issued.expiresAt}
              </chakra.p>
              <Button type="button" size="sm" variant="outline" mt="2" onClick={() => void copy()}>
                {ja.common.copy}
              </Button>
              {copyMessage ? (
                <chakra.p role="status" fontSize="sm" mt="2">
                  {copyMessage}
                </chakra.p>
              ) : null}
            </Box>
          ) : null}
        </Form>
      )}
    </Formik>
  );
};

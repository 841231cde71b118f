import { chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { usersJa } from '../../../shared/i18n/users.ja';
import { emptyOwnEmail, ownEmailSchema, type OwnEmailValues } from '../forms/own-account.schema';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { useUpdateOwnEmailMutation } from '../users.api';
import { FormButtons, SettingsPanel, SubmitButton } from './settings-panel';

const t = usersJa.settings.email;

// メールアドレス変更: the server mails a link to the new address and changes nothing until it is opened, so the form
// says exactly that (and where the mail went) rather than "changed".
export const OwnEmailForm = () => {
  const [request] = useUpdateOwnEmailMutation();
  const applyErrors = useFormServerErrors();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const submit = async (values: OwnEmailValues, helpers: FormikHelpers<OwnEmailValues>) => {
    setSentTo(null);
    const email = values.email.trim();
    try {
      await request({ ownEmailRequest: { email, current_password: values.current_password } }).unwrap();
      helpers.resetForm({ values: emptyOwnEmail });
      setSentTo(email);
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };
  return (
    <SettingsPanel title={t.heading} lead={t.lead} testId="own-email">
      {(headingId) => (
        <Formik initialValues={emptyOwnEmail} validationSchema={ownEmailSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby={headingId}>
              <TextField name="email" label={t.newEmail} type="email" autoComplete="email" />
              <TextField name="current_password" label={t.currentPassword} type="password" autoComplete="current-password" />
              <FormButtons>
                <SubmitButton label={t.submit} disabled={isSubmitting} />
              </FormButtons>
              <chakra.p role="status" mt={sentTo ? '3' : '0'} color="success" fontWeight="bold" wordBreak="break-all" data-testid="own-email-sent">
                {sentTo ? t.sent(sentTo) : null}
              </chakra.p>
            </Form>
          )}
        </Formik>
      )}
    </SettingsPanel>
  );
};

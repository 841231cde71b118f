import { Form, Formik, type FormikHelpers } from 'formik';
import { TextField } from '../../../components/form/text-field';
import { usersJa } from '../../../shared/i18n/users.ja';
import { emptyOwnPassword, ownPasswordSchema, type OwnPasswordValues } from '../forms/own-account.schema';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { useUpdateOwnPasswordMutation } from '../users.api';
import { FormButtons, SettingsPanel, SubmitButton } from './settings-panel';

const t = usersJa.settings.password;

// パスワード変更 with the current password; a wrong one comes back on current_password. The success dialog carries the
// server's message, and the boxes empty so no password stays on screen.
export const OwnPasswordForm = () => {
  const [update] = useUpdateOwnPasswordMutation();
  const applyErrors = useFormServerErrors();
  const submit = async (values: OwnPasswordValues, helpers: FormikHelpers<OwnPasswordValues>) => {
    try {
      await update({ ownPasswordRequest: values }).unwrap();
      helpers.resetForm({ values: emptyOwnPassword });
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };
  return (
    <SettingsPanel title={t.heading} lead={t.lead} testId="own-password">
      {(headingId) => (
        <Formik initialValues={emptyOwnPassword} validationSchema={ownPasswordSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby={headingId}>
              <TextField name="current_password" label={t.currentPassword} type="password" autoComplete="current-password" />
              <TextField name="password" label={t.newPassword} type="password" autoComplete="new-password" />
              <TextField name="password_confirmation" label={t.confirmation} type="password" autoComplete="new-password" />
              <FormButtons>
                <SubmitButton label={t.submit} disabled={isSubmitting} />
              </FormButtons>
            </Form>
          )}
        </Formik>
      )}
    </SettingsPanel>
  );
};

import { Form, Formik, type FormikHelpers } from 'formik';
import { TextField } from '../../../components/form/text-field';
import { usersJa } from '../../../shared/i18n/users.ja';
import { ownProfileSchema, type OwnProfileValues } from '../forms/own-account.schema';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { useUpdateOwnProfileMutation } from '../users.api';
import { FormButtons, SettingsPanel, SubmitButton } from './settings-panel';

const t = usersJa.settings.profile;

// 氏名の変更: the saved name comes back through GET /users/info, so the header greets the user by it at once.
export const OwnProfileForm = ({ userName }: { userName: string }) => {
  const [update] = useUpdateOwnProfileMutation();
  const applyErrors = useFormServerErrors();
  const submit = async (values: OwnProfileValues, helpers: FormikHelpers<OwnProfileValues>) => {
    const user_name = values.user_name.trim();
    try {
      await update({ ownProfileRequest: { user_name } }).unwrap();
      helpers.resetForm({ values: { user_name } });
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };
  return (
    <SettingsPanel title={t.heading} testId="own-profile">
      {(headingId) => (
        <Formik initialValues={{ user_name: userName }} validationSchema={ownProfileSchema} onSubmit={submit}>
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby={headingId}>
              <TextField name="user_name" label={t.name} autoComplete="name" />
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

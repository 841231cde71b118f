import { chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Button } from '../../../components/button';
import { FileField } from '../../../components/form/file-field';
import { useFormServerErrors } from '../../../components/form/use-form-server-errors';
import { usersJa } from '../../../shared/i18n/users.ja';
import { yup } from '../../../shared/validation/validators';
import { useDeleteCompanyLogoMutation, useUpdateCompanyLogoMutation } from '../users.api';
import { FormButtons, SettingsPanel, SubmitButton } from './settings-panel';

const t = usersJa.settings.logo;
const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

interface LogoValues {
  logo: File | null;
}
const logoSchema = yup.object({ logo: yup.mixed<File>().nullable().required() });

// ロゴ (partner brand): the server re-encodes the upload and the header shows it from GET /users/info at once.
export const CompanyLogoForm = ({ logo }: { logo: string | null }) => {
  const [upload] = useUpdateCompanyLogoMutation();
  const [remove, removal] = useDeleteCompanyLogoMutation();
  const applyErrors = useFormServerErrors();
  const submit = async (values: LogoValues, helpers: FormikHelpers<LogoValues>) => {
    if (!values.logo) return;
    try {
      await upload({ companyLogoRequest: { logo: values.logo as unknown as Blob } }).unwrap();
      helpers.resetForm({ values: { logo: null } });
    } catch (error) {
      applyErrors(helpers, error, values);
    }
  };
  return (
    <SettingsPanel title={t.heading} lead={t.lead} testId="company-logo">
      {(headingId) => (
        <>
          <chakra.div mb="3" fontSize="sm">
            {logo ? <chakra.img src={logo} alt={t.current} maxH="12" maxW="100%" /> : <chakra.p color="muted">{t.none}</chakra.p>}
          </chakra.div>
          <Formik<LogoValues> initialValues={{ logo: null }} validationSchema={logoSchema} onSubmit={submit}>
            {({ isSubmitting, values }) => (
              <Form noValidate aria-labelledby={headingId}>
                <FileField name="logo" label={t.file} accept={LOGO_TYPES} maxBytes={LOGO_MAX_BYTES} />
                <FormButtons>
                  {logo ? (
                    <Button type="button" variant="outline" minH="44px" disabled={removal.isLoading} onClick={() => void remove()}>
                      {t.remove}
                    </Button>
                  ) : null}
                  <SubmitButton label={t.submit} disabled={isSubmitting || !values.logo} />
                </FormButtons>
              </Form>
            )}
          </Formik>
        </>
      )}
    </SettingsPanel>
  );
};

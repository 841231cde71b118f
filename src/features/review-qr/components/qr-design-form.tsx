import { Box, chakra } from '@chakra-ui/react';
import { Field, Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewQrJa } from '../../../shared/i18n/review-qr.ja';
import { qrDesignSchema, toFileRequest, type QrDesignValues } from '../forms/qr-design.schema';
import { useQrDownload } from '../hooks/use-qr-download';
import { QR_LANGUAGES, QR_PAPERS } from '../model/qr-options';
import { QrPreview } from './qr-preview';
import { QrTextField } from './qr-text-field';
import { TemplateSelect } from './template-select';

const t = reviewQrJa;

interface QrDesignFormProps {
  storeKey: string;
  storeName: string;
  initialValues: QrDesignValues;
  /** Resolves on success; a rejected save's 422 field errors land on the fields. */
  onSave: (values: QrDesignValues) => Promise<unknown>;
}

const PaperChoice = () => (
  <chakra.fieldset mb="4">
    <chakra.legend fontWeight="bold" fontSize="sm" mb="2">
      {t.form.paper}
    </chakra.legend>
    <Box display="grid" gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="2">
      {QR_PAPERS.map((paper) => (
        <chakra.label key={paper} display="flex" alignItems="center" gap="2" fontSize="sm" p="2" borderWidth="1px" borderStyle="solid" borderColor="line" borderRadius="md" cursor="pointer">
          <Field type="radio" name="paper_size" value={paper} />
          {t.papers[paper]}
        </chakra.label>
      ))}
    </Box>
  </chakra.fieldset>
);

const LanguageChoice = () => {
  const id = useId();
  return (
    <Box mb="4">
      <chakra.label htmlFor={id} display="block" fontWeight="bold" fontSize="sm" mb="1">
        {t.form.language}
      </chakra.label>
      <Field as={chakra.select} id={id} name="language" {...fieldStyle}>
        {QR_LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {t.languages[language]}
          </option>
        ))}
      </Field>
    </Box>
  );
};

export const QrDesignForm = ({ storeKey, storeName, initialValues, onSave }: QrDesignFormProps) => {
  const { download, busy } = useQrDownload();
  const submit = async (values: QrDesignValues, helpers: FormikHelpers<QrDesignValues>) => {
    try {
      await onSave(values);
      helpers.resetForm({ values });
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  // Downloads print what is on screen, saved or not, once it is valid.
  const downloadAs = async (form: FormikProps<QrDesignValues>, format: 'pdf' | 'png') => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      void form.setTouched({ headline: true, message: true }, false);
      return;
    }
    await download(toFileRequest(storeKey, form.values, format, 'attachment'));
  };

  return (
    <Formik initialValues={initialValues} validationSchema={qrDesignSchema} onSubmit={submit}>
      {(form) => {
        const valid = qrDesignSchema.isValidSync(form.values);
        return (
          <Box display="grid" gridTemplateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
            <Form noValidate aria-label={t.form.heading} data-testid="qr-design-form">
              <TemplateSelect />
              <PaperChoice />
              <LanguageChoice />
              <QrTextField name="headline" label={t.form.headline} hint={t.form.headlineHint} maxLength={40} />
              <QrTextField name="message" label={t.form.message} hint={t.form.messageHint} maxLength={120} multiline />
              <Box display="flex" flexWrap="wrap" gap="2" justifyContent="flex-end">
                <Button variant="outline" disabled={busy !== null} onClick={() => void downloadAs(form, 'png')}>
                  {busy === 'png' ? t.form.downloading : t.form.downloadPng}
                </Button>
                <Button variant="outline" disabled={busy !== null} onClick={() => void downloadAs(form, 'pdf')}>
                  {busy === 'pdf' ? t.form.downloading : t.form.downloadPdf}
                </Button>
                <Button type="submit" disabled={form.isSubmitting}>
                  {t.form.save}
                </Button>
              </Box>
            </Form>
            <Box position={{ lg: 'sticky' }} top={{ lg: '4' }}>
              <QrPreview
                request={valid ? toFileRequest(storeKey, form.values, 'png', 'inline') : null}
                paper={form.values.paper_size}
                alt={t.preview.alt(storeName, t.templates[form.values.template], t.papers[form.values.paper_size])}
              />
            </Box>
          </Box>
        );
      }}
    </Formik>
  );
};

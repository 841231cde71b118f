import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextField } from '../../../components/form/text-field';
import { Button } from '../../../components/button';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import type { ReplyManuscript, ReplyManuscriptRequest } from '../reply-templates.api';
import { toTemplateRequest, toTemplateValues } from '../forms/template.mappers';
import { TEMPLATE_BODY_MAX, templateSchema, type TemplateValues } from '../forms/template.schema';
import { TemplateBodyField } from './template-body-field';

const t = reviewSettingsJa.templates;

interface TemplateFormProps {
  // The template being edited; null creates a new one.
  template: ReplyManuscript | null;
  // Resolves on success; a rejected call's 422 field errors are set on the fields and every typed value stays.
  onSubmit: (request: ReplyManuscriptRequest) => Promise<unknown>;
  onCancel: () => void;
}

export const TemplateForm = ({ template, onSubmit, onCancel }: TemplateFormProps) => {
  const headingId = useId();
  const initialValues = toTemplateValues(template);
  const submit = async (values: TemplateValues, helpers: FormikHelpers<TemplateValues>) => {
    try {
      await onSubmit(toTemplateRequest(values));
      if (template) onCancel();
      else helpers.resetForm({ values: toTemplateValues() });
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid="template-form">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {template ? t.editHeading(template.title) : t.createHeading}
      </chakra.h2>
      <Formik initialValues={initialValues} validationSchema={templateSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={headingId}>
            <TextField name="title" label={t.titleLabel} />
            <TemplateBodyField name="body" label={t.bodyLabel} max={TEMPLATE_BODY_MAX} />
            <Box display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
              {template ? (
                <Button variant="outline" onClick={onCancel}>
                  {t.cancelEdit}
                </Button>
              ) : null}
              <Button type="submit" disabled={isSubmitting}>
                {template ? t.save : t.create}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
    </chakra.section>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { postTemplatesJa as t } from '../../../shared/i18n/post-templates.ja';
import { POST_PLACEHOLDERS } from '../../../shared/posts/post-placeholders';
import { toPostTemplateRequest, toPostTemplateValues } from '../forms/post-template.mappers';
import { POST_TEMPLATE_BODY_MAX, POST_TEMPLATE_TYPES, postTemplateSchema, type PostTemplateValues } from '../forms/post-template.schema';
import type { PostManuscript, PostManuscriptRequest } from '../post-templates.api';

const typeOptions = POST_TEMPLATE_TYPES.map((value) => ({ value, label: t.postTypes[value] }));
const bodyHelp = t.bodyHelp(Object.values(POST_PLACEHOLDERS));

interface PostTemplateFormProps {
  // The template being edited; null creates a new one.
  template: PostManuscript | null;
  // Resolves on success; a rejected call's 422 field errors are set on the fields and every typed value stays.
  onSubmit: (request: PostManuscriptRequest) => Promise<unknown>;
  onCancel: () => void;
}

export const PostTemplateForm = ({ template, onSubmit, onCancel }: PostTemplateFormProps) => {
  const headingId = useId();
  const submit = async (values: PostTemplateValues, helpers: FormikHelpers<PostTemplateValues>) => {
    try {
      await onSubmit(toPostTemplateRequest(values));
      if (template) onCancel();
      else helpers.resetForm({ values: toPostTemplateValues() });
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid="post-template-form">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3" wordBreak="break-all">
        {template ? t.editHeading(template.title) : t.createHeading}
      </chakra.h2>
      <Formik initialValues={toPostTemplateValues(template)} validationSchema={postTemplateSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={headingId}>
            <TextField name="title" label={t.titleLabel} />
            <RadioGroupField name="post_type" legend={t.postTypeLabel} options={typeOptions} />
            <TextareaField name="body" label={t.bodyLabel} help={bodyHelp} rows={8} max={POST_TEMPLATE_BODY_MAX} />
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

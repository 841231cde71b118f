import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FileField } from '../../../components/form/file-field';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { mediaPostingJa } from '../../../shared/i18n/media-posting.ja';
import { errorLines, readApiError } from '../../../store/api-error';
import type { MediaPostCreateRequest } from '../media-posting.api';
import { toCreateRequest, toFormErrors } from '../forms/media-post.mappers';
import { DESCRIPTION_MAX, emptyMediaPost, MEDIA_CATEGORIES, mediaPostSchema, type MediaPostValues } from '../forms/media-post.schema';
import { MEDIA_ACCEPT, MEDIA_LIMITS } from '../model/media-rules';
import { MediaFileFacts } from './media-file-facts';
import { ScheduleFields } from './schedule-fields';
import { TargetStoresField } from './target-stores-field';

const t = mediaPostingJa.create;
const categoryOptions = MEDIA_CATEGORIES.map((value) => ({ value, label: mediaPostingJa.categories[value] }));

interface MediaPostFormProps {
  /** The stores checked in the picker (the picker itself is the screen's, above the form). */
  storeIds: string[];
  picker: ReactNode;
  // Resolves on success; a rejected call's field errors are set on the matching fields, and nothing chosen is lost.
  onSubmit: (request: MediaPostCreateRequest) => Promise<unknown>;
}

// One photo or video, its category and description, and when to post it, for every checked Google store. The
// picker sits outside the <form> so Enter in its search box never submits the post.
export const MediaPostForm = ({ storeIds, picker, onSubmit }: MediaPostFormProps) => {
  const headingId = useId();
  const schema = useMemo(() => mediaPostSchema(), []);
  const submit = async (values: MediaPostValues, helpers: FormikHelpers<MediaPostValues>) => {
    helpers.setStatus(undefined);
    if (!values.file || !values.category) return;
    try {
      await onSubmit(toCreateRequest({ ...values, file: values.file, category: values.category }));
    } catch (error) {
      const mapped = toFormErrors(error);
      const { status, body } = readApiError(mapped);
      // Field errors the form has no field for would otherwise go unsaid (the dialog leaves 422s to the form).
      if (!applyServerErrors(helpers, mapped, values) && status === 422) helpers.setStatus(errorLines(body));
    }
  };
  return (
    <Formik initialValues={emptyMediaPost} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <>
          {picker}
          <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4">
            <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
              {t.formHeading}
            </chakra.h2>
            <Form noValidate aria-labelledby={headingId} data-testid="media-post-form">
              <TargetStoresField storeIds={storeIds} />
              <FileField name="file" label={t.file} accept={MEDIA_ACCEPT} maxBytes={MEDIA_LIMITS.videoMaxBytes} help={t.fileHelp} />
              <MediaFileFacts />
              <SelectField name="category" label={t.category} options={categoryOptions} placeholder />
              <TextareaField name="description" label={t.description} rows={4} max={DESCRIPTION_MAX} />
              <ScheduleFields />
              {Array.isArray(status) && status.length > 0 ? (
                <Box role="alert" color="danger" fontSize="sm" mb="3">
                  {(status as string[]).map((line) => (
                    <chakra.p key={line}>{line}</chakra.p>
                  ))}
                </Box>
              ) : null}
              <Box display="flex" justifyContent="flex-end">
                <Button type="submit" disabled={isSubmitting} minH="44px">
                  {t.submit}
                </Button>
              </Box>
            </Form>
          </chakra.section>
        </>
      )}
    </Formik>
  );
};

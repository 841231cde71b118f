import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { FieldError } from '../../../components/form/field-parts';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { POST_LIMITS } from '../../../shared/posts/post-rules';
import { toPostEditorValues, toPostSettingInput } from '../forms/post-editor.mappers';
import { postEditorSchema, validatePostRules } from '../forms/post-editor.schema';
import type { PostEditorValues } from '../forms/post-editor.values';
import { splitTargets } from '../model/post-targets';
import type { PostSetting, PostSettingInput } from '../posts.api';
import { GoogleFields } from './google-fields';
import { PostImageField } from './image-field';
import { ScheduleFields } from './schedule-fields';
import { SummaryField } from './summary-field';
import { SummaryPreview } from './summary-preview';
import { TemplateInsert, type PostTextTemplate } from './template-insert';
import { YahooFields } from './yahoo-fields';

const Section = chakra('div', { base: { bg: 'surface', borderRadius: 'md', p: '4', mb: '4', minW: '0' } });

// The store picker lives outside the form (the screen composes it); its choice is mirrored into the form's
// local_account_ids so the rules and the server's field errors see it like any other field.
const TargetsSync = ({ targets }: { targets: string[] }) => {
  const { setFieldValue, values, touched, errors } = useFormikContext<PostEditorValues>();
  const key = targets.join(',');
  useEffect(() => {
    if (values.local_account_ids.join(',') !== key) void setFieldValue('local_account_ids', targets, true);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps -- the joined key stands for the list
  const { google, yahoo } = splitTargets(targets);
  // A server error on one key (local_account_ids.3) arrives as a list; the first reason is shown.
  const raw: unknown = touched.local_account_ids ? errors.local_account_ids : undefined;
  const error = Array.isArray(raw) ? raw.find((e): e is string => typeof e === 'string') : raw;
  return (
    <Box mb="4">
      <chakra.p fontWeight="bold" aria-live="polite">
        {t.targetsChosen(google.length, yahoo.length)}
      </chakra.p>
      <FieldError id="post-targets-error" message={typeof error === 'string' ? error : undefined} />
    </Box>
  );
};

interface PostEditorFormProps {
  post: PostSetting | null;
  /** The picker's chosen account keys. */
  targets: string[];
  storeNames: Record<string, string>;
  /** A store user's save asks for approval, and the button says so. */
  submitsForApproval: boolean;
  editable: boolean;
  defaultDate: string;
  /** Post templates offered for the text (Normal users have them); none hides the choice. */
  templates?: PostTextTemplate[];
  /** Resolves on success; a rejection's 422 field errors land on the fields and every typed value stays. */
  onSubmit: (input: PostSettingInput) => Promise<unknown>;
}

export const PostEditorForm = ({ post, targets, storeNames, submitsForApproval, editable, defaultDate, templates = [], onSubmit }: PostEditorFormProps) => {
  const initialValues = useMemo(() => ({ ...toPostEditorValues(post, defaultDate), local_account_ids: targets }), [post]); // eslint-disable-line react-hooks/exhaustive-deps -- the form starts once per post
  const submit = async (values: PostEditorValues, helpers: FormikHelpers<PostEditorValues>) => {
    try {
      await onSubmit(toPostSettingInput(values));
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={postEditorSchema}
      validate={(values) => validatePostRules(values, { creating: post === null })}
      onSubmit={submit}
    >
      {({ values, isSubmitting }) => {
        const { google, yahoo } = splitTargets(values.local_account_ids);
        const max = yahoo.length > 0 ? POST_LIMITS.yahooBody : POST_LIMITS.googleSummary;
        return (
          <Form noValidate aria-label={post ? t.editTitle : t.createTitle}>
            <TargetsSync targets={targets} />
            {google.length > 0 ? (
              <Section>
                <GoogleFields />
                <PostImageField />
              </Section>
            ) : null}
            {yahoo.length > 0 ? (
              <Section>
                <YahooFields />
              </Section>
            ) : null}
            <Section>
              {templates.length > 0 ? <TemplateInsert templates={templates} /> : null}
              <SummaryField max={max} />
              <SummaryPreview storeNames={storeNames} />
            </Section>
            <Section>
              <ScheduleFields />
            </Section>
            {editable ? (
              <Box display="flex" flexDirection="column" alignItems="flex-end" gap="2">
                {submitsForApproval ? (
                  <chakra.p fontSize="sm" color="muted">
                    {t.approvalNote}
                  </chakra.p>
                ) : null}
                <Button type="submit" disabled={isSubmitting}>
                  {submitsForApproval ? t.submitForApproval : t.submit}
                </Button>
              </Box>
            ) : (
              <chakra.p role="note">{t.notEditable}</chakra.p>
            )}
          </Form>
        );
      }}
    </Formik>
  );
};

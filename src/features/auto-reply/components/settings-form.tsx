import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { readApiError } from '../../../store/api-error';
import type { AutoReplySettingInput } from '../auto-reply.api';
import { serverErrorsToForm, toSettingInput } from '../forms/auto-reply-setting.mappers';
import { autoReplySettingSchema, type AutoReplyFormValues } from '../forms/auto-reply-setting.schema';
import { AiSection, BasicsSection, FixedTextsSection, TimingSection } from './setting-sections';
import { SettingSummaryNote } from './setting-summary-note';

const t = reviewSettingsJa.autoReply;

interface SettingsFormProps {
  heading: string;
  // What the form applies to (「対象: N店舗」 or a store), and what else to say before saving.
  target: ReactNode;
  initialValues: AutoReplyFormValues;
  submitLabel: string;
  canSubmit: boolean;
  // Resolves on success. A 422 answer's messages land on their fields (or above the buttons); values stay as typed.
  onSubmit: (input: AutoReplySettingInput) => Promise<unknown>;
  actions?: ReactNode;
  testId?: string;
}

interface FormStatus {
  errors?: string[];
}

export const SettingsForm = ({ heading, target, initialValues, submitLabel, canSubmit, onSubmit, actions, testId }: SettingsFormProps) => {
  const headingId = useId();
  const submit = async (values: AutoReplyFormValues, helpers: FormikHelpers<AutoReplyFormValues>) => {
    helpers.setStatus({});
    try {
      await onSubmit(toSettingInput(values));
    } catch (error) {
      const { body } = readApiError(error);
      if (!body.errors) return;
      const { fields, rest } = serverErrorsToForm(body.errors, values);
      for (const [field, message] of Object.entries(fields)) {
        void helpers.setFieldTouched(field, true, false);
        helpers.setFieldError(field, message);
      }
      if (rest.length > 0) helpers.setStatus({ errors: rest } satisfies FormStatus);
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid={testId}>
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2" tabIndex={-1}>
        {heading}
      </chakra.h2>
      <Box mb="3">{target}</Box>
      <chakra.p role="note" bg="var(--brand-soft)" borderRadius="md" p="3" mb="4" fontSize="sm">
        {t.onlyNewReviews}
      </chakra.p>
      <Formik initialValues={initialValues} validationSchema={autoReplySettingSchema} onSubmit={submit}>
        {({ isSubmitting, values, status }) => (
          <Form noValidate aria-labelledby={headingId}>
            <BasicsSection />
            {values.mode === '1' ? <FixedTextsSection /> : <AiSection />}
            <TimingSection />
            <SettingSummaryNote />
            {(status as FormStatus | undefined)?.errors?.length ? (
              <Box role="alert" color="danger" fontSize="sm" mb="3">
                <chakra.p fontWeight="bold">{t.formErrors}</chakra.p>
                {(status as FormStatus).errors?.map((message) => <chakra.p key={message}>{message}</chakra.p>)}
              </Box>
            ) : null}
            <Box display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
              {actions}
              <Button type="submit" disabled={isSubmitting || !canSubmit}>
                {submitLabel}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
    </chakra.section>
  );
};

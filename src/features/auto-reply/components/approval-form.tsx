import { Box } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextareaField } from '../../../components/form/textarea-field';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useDecideAutoReplyMutation, type AutoReplyItem } from '../auto-reply.api';
import { decisionSchema, REPLY_MAX, type DecisionValues } from '../forms/decision.schema';

const t = reviewSettingsJa.autoReply;

// A reply waiting for approval: the draft can be edited, then sent as edited; rejecting asks first.
export const ApprovalForm = ({ item }: { item: AutoReplyItem }) => {
  const [decide, { isLoading }] = useDecideAutoReplyMutation();
  const [confirming, setConfirming] = useState(false);

  const approve = async (values: DecisionValues, helpers: FormikHelpers<DecisionValues>) => {
    try {
      await decide({ id: item.id, autoReplyDecisionRequest: { action: 'approve', comment: values.comment.trim() } }).unwrap();
    } catch (error) {
      applyServerErrors(helpers, error, values);
    }
  };

  const reject = () => {
    setConfirming(false);
    void decide({ id: item.id, autoReplyDecisionRequest: { action: 'reject' } })
      .unwrap()
      .catch(() => undefined);
  };

  return (
    <Formik initialValues={{ comment: item.draft ?? '' }} validationSchema={decisionSchema} onSubmit={approve}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <TextareaField name="comment" label={t.draft} rows={5} max={REPLY_MAX} />
          <Box display="flex" gap="2" justifyContent="flex-end" flexWrap="wrap">
            <Button variant="outline" disabled={isSubmitting || isLoading} onClick={() => setConfirming(true)}>
              {t.reject}
            </Button>
            <Button type="submit" disabled={isSubmitting || isLoading}>
              {t.approve}
            </Button>
          </Box>
          {confirming ? (
            <ConfirmDialog message={t.rejectConfirm} confirmLabel={t.rejectConfirmLabel} onCancel={() => setConfirming(false)} onConfirm={reject} />
          ) : null}
        </Form>
      )}
    </Formik>
  );
};

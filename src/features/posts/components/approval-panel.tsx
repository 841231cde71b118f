import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { TextareaField } from '../../../components/form/textarea-field';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { yup } from '../../../shared/validation/validators';
import { useDecidePostSettingApprovalMutation, type PostSetting } from '../posts.api';

const sendBackSchema = yup.object({ comment: yup.string().trim().required(t.sendBackCommentRequired).max(1000) });

interface ApprovalPanelProps {
  post: PostSetting;
  onDecided: () => void;
}

// A Normal user's decision on a post waiting for approval (8): approve (→ 0) or send it back with a reason (→ 9).
export const ApprovalPanel = ({ post, onDecided }: ApprovalPanelProps) => {
  const headingId = useId();
  const [decide, { isLoading }] = useDecidePostSettingApprovalMutation();
  const approve = async () => {
    try {
      await decide({ id: post.id, postApprovalRequest: { action: 'approve' } }).unwrap();
      onDecided();
    } catch {
      // The api middleware shows why (the post was decided meanwhile, say); the panel stays for another try.
    }
  };
  const sendBack = async ({ comment }: { comment: string }, helpers: FormikHelpers<{ comment: string }>) => {
    try {
      await decide({ id: post.id, postApprovalRequest: { action: 'send_back', comment: comment.trim() } }).unwrap();
      onDecided();
    } catch (error) {
      applyServerErrors(helpers, error, { comment });
    }
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="4" borderLeftWidth="4px" borderColor="var(--brand)">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {t.approvalHeading}
      </chakra.h2>
      <chakra.p mb="3">{t.awaitingApproval(post.author_name)}</chakra.p>
      <Formik initialValues={{ comment: '' }} validationSchema={sendBackSchema} onSubmit={sendBack}>
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby={headingId}>
            <TextareaField name="comment" label={t.sendBackComment} rows={3} max={1000} />
            <Box display="flex" flexWrap="wrap" gap="2" justifyContent="flex-end">
              <Button type="submit" variant="outline" disabled={isSubmitting || isLoading}>
                {t.sendBack}
              </Button>
              <Button onClick={() => void approve()} disabled={isSubmitting || isLoading}>
                {t.approve}
              </Button>
            </Box>
          </Form>
        )}
      </Formik>
    </chakra.section>
  );
};

// What the author sees on a sent-back post (9): the approver's reason, and how to resubmit.
export const SentBackNote = ({ comment }: { comment: string | null }) => (
  <chakra.section role="note" bg="surface" borderRadius="md" p="4" mb="4" borderLeftWidth="4px" borderColor="danger">
    <chakra.h2 fontSize="lg" fontWeight="bold" mb="2">
      {t.sentBackHeading}
    </chakra.h2>
    {comment ? (
      <chakra.p whiteSpace="pre-wrap" wordBreak="break-word" mb="2" data-testid="send-back-comment">
        {comment}
      </chakra.p>
    ) : null}
    <chakra.p fontSize="sm" color="muted">
      {t.sentBackNote}
    </chakra.p>
  </chakra.section>
);

import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { applyServerErrors } from '../../../components/form/apply-server-errors';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { replySchema, type ReplyValues } from '../forms/reply.schema';
import { useReplyDrafts } from '../hooks/reply-drafts';
import { useReplyToReviewMutation, type ReviewItem } from '../reviews.api';
import { AiDraftButton } from './ai-draft-button';
import { ReplyTextarea } from './reply-textarea';
import { ReplaceGuard } from './replace-guard';

const t = reviewInboxJa.reply;

// What the screen's extra reply tools (templates, translation) may read and change.
export interface ReplyToolsContext {
  review: ReviewItem;
  draft: string;
  // Fills the box, asking first when it would overwrite different text.
  replaceDraft: (text: string) => void;
  // Sets the box directly (the caller has already asked, as the translation preview does).
  setDraft: (text: string) => void;
}

export interface ReviewReplyBoxProps {
  review: ReviewItem;
  // Beside the AI button (templates), and under the text (translation of the draft).
  renderTools?: (context: ReplyToolsContext) => ReactNode;
  renderAfterText?: (context: ReplyToolsContext) => ReactNode;
  // queued: Google asked to wait, so the reply is kept on the server and sent later (the draft stays here too).
  onSent: (message: string, queued: boolean) => void;
  onClose: () => void;
  // True when the user opened the box just now (not when it reopens with a kept draft after filtering).
  autoFocus?: boolean;
}

// Write, fill from a template or the AI, translate, and send one reply. The text is mirrored into the screen's draft
// store on every change, so a failed send, a filter change or closing the box never loses it.
export const ReviewReplyBox = ({ review, renderTools, renderAfterText, onSent, onClose, autoFocus = false }: ReviewReplyBoxProps) => {
  const drafts = useReplyDrafts();
  const [reply] = useReplyToReviewMutation();
  const [failed, setFailed] = useState(false);
  const initial = drafts.get(review.id) ?? review.reply?.comment ?? '';

  const submit = async (values: ReplyValues, helpers: FormikHelpers<ReplyValues>) => {
    setFailed(false);
    const comment = values.comment.trim();
    const idempotencyKey = drafts.keyFor(review.id, comment);
    try {
      const body = await reply({ reviewReplyRequest: { review_id: review.id, comment, idempotency_key: idempotencyKey } }).unwrap();
      const queued = body.data.reply_state === 'sending';
      // A queued reply is not on Google yet: its text stays in the box until the card shows it sent.
      if (!queued) drafts.clear(review.id);
      onSent(body.message, queued);
    } catch (error) {
      if (!applyServerErrors(helpers, error, values)) setFailed(true);
    }
  };

  return (
    <Formik initialValues={{ comment: initial }} validationSchema={replySchema} onSubmit={submit}>
      {({ values, setFieldValue, isSubmitting }) => {
        const setDraft = (text: string) => {
          drafts.set(review.id, text);
          void setFieldValue('comment', text);
        };
        return (
          <Form noValidate data-testid="reply-box">
            <ReplaceGuard current={values.comment} onReplace={setDraft}>
              {(replaceDraft) => {
                const context = { review, draft: values.comment, replaceDraft, setDraft };
                return (
                  <Box display="flex" flexDirection="column" gap="3">
                    <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
                      {renderTools?.(context)}
                      <AiDraftButton reviewId={review.id} onDraft={replaceDraft} />
                    </Box>
                    <ReplyTextarea autoFocus={autoFocus} onChange={(text) => drafts.set(review.id, text)} />
                    {renderAfterText?.(context)}
                    {failed ? (
                      <chakra.p role="alert" color="danger" fontSize="sm">
                        {t.failedKept}
                      </chakra.p>
                    ) : null}
                    <Box display="flex" flexWrap="wrap" gap="2" justifyContent="flex-end">
                      <Button variant="outline" minH="44px" onClick={onClose}>
                        {t.close}
                      </Button>
                      <Button type="submit" minH="44px" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                        {isSubmitting ? t.sending : t.send}
                      </Button>
                    </Box>
                  </Box>
                );
              }}
            </ReplaceGuard>
          </Form>
        );
      }}
    </Formik>
  );
};

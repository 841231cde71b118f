import { Box, chakra } from '@chakra-ui/react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { applyServerErrors } from '../../../../components/form/apply-server-errors';
import { TextField } from '../../../../components/form/text-field';
import { ja } from '../../../../shared/i18n/ja';
import { couponJa } from '../../../../shared/i18n/coupon.ja';
import { readApiError } from '../../../../store/api-error';
import { useSubmitCouponReviewMutation } from '../../coupon-reviews.api';
import { emptyFeedback, feedbackSchema, toSubmitRequest, type FeedbackValues } from '../../forms/feedback.schema';
import { TextareaField } from '../../../../components/form/textarea-field';
import { StarRatingField } from './star-rating-field';

const p = couponJa.page;

interface CouponReviewFormProps {
  token: string;
  onIssued: (couponToken: string, thanksMessage: string) => void;
}

// The customer's feedback. Every rating is sent the same way and earns the same coupon: nothing here depends on
// the stars chosen (no review gating), and nothing asks for a public review.
export const CouponReviewForm = ({ token, onIssued }: CouponReviewFormProps) => {
  const [submitReview] = useSubmitCouponReviewMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (values: FeedbackValues, helpers: FormikHelpers<FeedbackValues>) => {
    setProblem(null);
    try {
      const res = await submitReview({ couponReviewSubmitRequest: toSubmitRequest(token, values) }).unwrap();
      onIssued(res.data.coupon_token, res.data.thanks_message);
    } catch (error) {
      if (!applyServerErrors(helpers, error, values)) setProblem(readApiError(error).body.message ?? ja.dialog.errorTitle);
    }
  };
  return (
    <Formik initialValues={emptyFeedback} validationSchema={feedbackSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={p.formHeading} data-testid="coupon-review-form">
          <StarRatingField name="rating" legend={p.rating} />
          <TextareaField name="comment" label={p.comment} rows={5} />
          <TextField name="nickname" label={p.nickname} autoComplete="nickname" />
          <chakra.p fontSize="sm" color="muted" mt="-2" mb="2">
            {p.nicknameHint}
          </chakra.p>
          <chakra.p fontSize="sm" color="muted" mb="4">
            {p.publication}
          </chakra.p>
          {problem ? (
            <chakra.p role="alert" color="danger" mb="3" data-testid="coupon-review-problem">
              {problem}
            </chakra.p>
          ) : null}
          <Box display="flex">
            <Button type="submit" disabled={isSubmitting} flex="1">
              {isSubmitting ? p.sending : p.submit}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
};

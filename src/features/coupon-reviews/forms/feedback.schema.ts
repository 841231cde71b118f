import { ja } from '../../../shared/i18n/ja';
import { requiredText, singleLine, yup } from '../../../shared/validation/validators';

// The customer's feedback on the public page: a rating from 1 to 5, a comment, and an optional nickname.
export const feedbackSchema = yup.object({
  rating: yup.string().required(ja.validation.requiredSelect).oneOf(['1', '2', '3', '4', '5'], ja.validation.requiredSelect),
  comment: requiredText().max(1000),
  nickname: singleLine().default('').trim().max(30),
});

export type FeedbackValues = yup.InferType<typeof feedbackSchema>;

export const emptyFeedback: FeedbackValues = { rating: '', comment: '', nickname: '' };

export const toSubmitRequest = (token: string, values: FeedbackValues) => ({
  token,
  rating: Number(values.rating),
  comment: values.comment.trim(),
  ...(values.nickname.trim() ? { nickname: values.nickname.trim() } : {}),
});

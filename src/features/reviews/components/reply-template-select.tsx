import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { fillReplyPlaceholders } from '../../../shared/reply/reply-placeholders';
import type { ReviewItem } from '../reviews.api';

const t = reviewInboxJa.reply;

// A reply manuscript as the select needs it (written structurally: the templates come from another feature).
export interface ReplyTemplateOption {
  id: number;
  title: string;
  body: string;
}

interface ReplyTemplateSelectProps {
  review: Pick<ReviewItem, 'is_anonymous' | 'reviewer_name' | 'store_name' | 'rating'>;
  templates: readonly ReplyTemplateOption[];
  onPick: (text: string) => void;
}

// Picking a template hands its text, placeholders filled from this review, to the reply box; the select then
// returns to its prompt so the same template can be picked again.
export const ReplyTemplateSelect = ({ review, templates, onPick }: ReplyTemplateSelectProps) => {
  const id = useId();
  const pick = (value: string) => {
    const template = templates.find((tpl) => String(tpl.id) === value);
    if (!template) return;
    const reviewerName = review.is_anonymous || !review.reviewer_name.trim() ? t.anonymousName : review.reviewer_name;
    onPick(fillReplyPlaceholders(template.body, { reviewerName, storeName: review.store_name, rating: review.rating }));
  };
  return (
    <Box flex="1 1 14rem" minW="0">
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="bold" mb="1">
        {t.templates}
      </chakra.label>
      <chakra.select id={id} {...fieldStyle} minH="44px" value="" onChange={(e) => pick(e.target.value)}>
        <option value="">{t.templatePlaceholder}</option>
        {templates.map((tpl) => (
          <option key={tpl.id} value={tpl.id}>
            {tpl.title}
          </option>
        ))}
      </chakra.select>
    </Box>
  );
};

import { memo, useCallback, useState } from 'react';
import { useListReplyManuscriptsQuery } from '../../../features/reply-templates/reply-templates.api';
import { ReplyTemplateSelect } from '../../../features/reviews/components/reply-template-select';
import { ReviewCard } from '../../../features/reviews/components/review-card';
import type { ReplyToolsContext } from '../../../features/reviews/components/review-reply-box';
import { ReviewReplySection } from '../../../features/reviews/components/review-reply-section';
import type { ReviewItem } from '../../../features/reviews/reviews.api';
import { DraftTranslation } from '../../../features/translation/components/draft-translation';
import { ReviewTranslation } from '../../../features/translation/components/review-translation';

// The templates load when the first reply box opens, not with the list.
const InboxTemplateSelect = ({ context }: { context: ReplyToolsContext }) => {
  const templates = useListReplyManuscriptsQuery({ page: 1, pageSize: 200 }).data?.data ?? [];
  return <ReplyTemplateSelect review={context.review} templates={templates} onPick={context.replaceDraft} />;
};

const renderTemplates = (context: ReplyToolsContext) => <InboxTemplateSelect context={context} />;

// One inbox card: the review (reviews feature), its translation (translation feature) and the reply box with the
// reply templates (reply-templates feature). A review translated first suggests its own language for the reply.
export const ReviewInboxCard = memo(({ review }: { review: ReviewItem }) => {
  const [detected, setDetected] = useState<string | null>(null);
  const renderDraftTranslation = useCallback(
    (context: ReplyToolsContext) => <DraftTranslation text={context.draft} detectedLanguage={detected} onApply={context.setDraft} />,
    [detected],
  );
  return (
    <ReviewCard review={review} translation={review.comment ? <ReviewTranslation text={review.comment} onDetected={setDetected} /> : null}>
      <ReviewReplySection review={review} renderTools={renderTemplates} renderAfterText={renderDraftTranslation} />
    </ReviewCard>
  );
});
ReviewInboxCard.displayName = 'ReviewInboxCard';

import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { COLLAPSE_LINES, needsCollapse } from '../model/review-text';

const t = reviewInboxJa.card;

// The review's own words (React escapes them), clamped to a few lines when long, with 続きを読む to expand.
export const ReviewText = ({ text }: { text: string | null }) => {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  if (!text) {
    return (
      <chakra.p color="muted" fontSize="sm">
        {t.noComment}
      </chakra.p>
    );
  }
  const collapsible = needsCollapse(text);
  const clamped = collapsible && !expanded;
  return (
    <Box>
      <chakra.p
        id={id}
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
        style={clamped ? { display: '-webkit-box', WebkitLineClamp: COLLAPSE_LINES, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : undefined}
      >
        {text}
      </chakra.p>
      {collapsible ? (
        <Button variant="ghost" size="sm" minH="44px" px="1" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((v) => !v)}>
          {expanded ? t.readLess : t.readMore}
        </Button>
      ) : null}
    </Box>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { fieldStyle } from '../../../components/form/field-style';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { useCreateAutoReplyMutation, useGetReplyPromptsQuery, type ReplyTone } from '../reviews.api';

const t = reviewInboxJa.reply;

interface AiDraftButtonProps {
  reviewId: number;
  // Receives the draft; it only fills the reply box and is never sent from here.
  onDraft: (text: string) => void;
}

export const AiDraftButton = ({ reviewId, onDraft }: AiDraftButtonProps) => {
  const toneId = useId();
  const prompts = useGetReplyPromptsQuery();
  const [create, { isLoading }] = useCreateAutoReplyMutation();
  const [chosen, setChosen] = useState<ReplyTone | null>(null);
  const tones = prompts.data?.data.tones ?? [];
  const tone = chosen ?? prompts.data?.data.default_tone;
  const ask = async () => {
    try {
      const body = await create({ createAutoReplyRequest: { review_id: reviewId, ...(tone ? { tone } : {}) } }).unwrap();
      onDraft(body.data.reply);
    } catch {
      // The api middleware's error dialog says why; the box keeps what was there.
    }
  };
  return (
    <Box display="flex" alignItems="flex-end" gap="2" flex="1 1 14rem">
      <Box flex="1" minW="0">
        <chakra.label htmlFor={toneId} display="block" fontSize="sm" fontWeight="bold" mb="1">
          {t.tone}
        </chakra.label>
        <chakra.select
          id={toneId}
          {...fieldStyle}
          minH="44px"
          value={tone ?? ''}
          onChange={(e) => setChosen(e.target.value as ReplyTone)}
          disabled={tones.length === 0}
        >
          {tones.map((o) => (
            <option key={o.value} value={o.value} title={o.description}>
              {o.label}
            </option>
          ))}
        </chakra.select>
      </Box>
      <Button
        variant="outline"
        minH="44px"
        onClick={() => void ask()}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
        aria-describedby={`${toneId}-note`}
      >
        {isLoading ? t.aiDrafting : t.aiDraft}
      </Button>
      <chakra.span id={`${toneId}-note`} srOnly>
        {t.aiNote}
      </chakra.span>
    </Box>
  );
};

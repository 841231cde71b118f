import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { languageName, REVIEW_TARGET_DEFAULT } from '../model/languages';
import { useListTranslationLanguagesQuery, useTranslateTextsMutation } from '../translation.api';
import { LanguageSelect } from './language-select';

const t = reviewInboxJa.translation;

interface ReviewTranslationProps {
  text: string;
  // The language the service detected in the review, to suggest it for the reply.
  onDetected?: (code: string | null) => void;
}

const TranslationPanel = ({ text, onDetected, onClose }: ReviewTranslationProps & { onClose: () => void }) => {
  const languages = useListTranslationLanguagesQuery().data?.data ?? [];
  const [translate, { data, isLoading, originalArgs }] = useTranslateTextsMutation();
  const [target, setTarget] = useState(REVIEW_TARGET_DEFAULT);
  const run = useCallback(
    async (code: string) => {
      setTarget(code);
      try {
        const body = await translate({ translateRequest: { texts: [text], target: code } }).unwrap();
        onDetected?.(body.data.translations[0]?.detected_source_language ?? null);
      } catch {
        // The api middleware's error dialog says why.
      }
    },
    [translate, text, onDetected],
  );
  // Opening the panel is the request for the Japanese translation.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void run(REVIEW_TARGET_DEFAULT);
  }, [run]);
  const shownTarget = originalArgs?.translateRequest.target ?? target;
  const translated = data?.data.translations[0]?.text;
  return (
    <Box bg="canvas" borderRadius="md" p="3" display="flex" flexDirection="column" gap="2">
      <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="2">
        <LanguageSelect label={t.reviewTarget} languages={languages} value={target} onChange={(code) => void run(code)} />
        <Button variant="ghost" minH="44px" onClick={onClose}>
          {t.close}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {isLoading ? (
          <chakra.p color="muted" fontSize="sm">
            {t.translating}
          </chakra.p>
        ) : translated !== undefined ? (
          <>
            <chakra.p fontSize="sm" fontWeight="bold">
              {t.reviewResult(languageName(shownTarget, languages))}
            </chakra.p>
            <chakra.p lang={shownTarget} whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="review-translation">
              {translated}
            </chakra.p>
          </>
        ) : null}
      </Box>
    </Box>
  );
};

// 「口コミを翻訳」 translates the review into Japanese at once and shows it under the original; the language can then
// be changed. The panel (and its 73-language list) exists only once asked for.
export const ReviewTranslation = ({ text, onDetected }: ReviewTranslationProps) => {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Box>
        <Button variant="ghost" size="sm" minH="44px" px="1" onClick={() => setOpen(true)}>
          {t.reviewButton}
        </Button>
      </Box>
    );
  }
  return <TranslationPanel text={text} onDetected={onDetected} onClose={() => setOpen(false)} />;
};

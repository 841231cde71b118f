import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { languageName, replyTargetFor } from '../model/languages';
import { useListTranslationLanguagesQuery, useTranslateTextsMutation } from '../translation.api';
import { LanguageSelect } from './language-select';

const t = reviewInboxJa.translation;

interface DraftTranslationProps {
  text: string;
  // The language detected in the review, if it was translated: the reply is usually wanted in that language.
  detectedLanguage: string | null;
  onApply: (text: string) => void;
}

// 「返信を翻訳」 shows the translated draft as a preview; the user then replaces the draft with it, appends it after
// the original (a bilingual reply), or drops it. The draft itself never changes without one of those choices.
export const DraftTranslation = ({ text, detectedLanguage, onApply }: DraftTranslationProps) => {
  const languages = useListTranslationLanguagesQuery().data?.data ?? [];
  const [translate, { isLoading }] = useTranslateTextsMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ text: string; target: string } | null>(null);
  const target = chosen ?? replyTargetFor(detectedLanguage, languages);

  const run = async () => {
    try {
      const body = await translate({ translateRequest: { texts: [text.trim()], target } }).unwrap();
      const translated = body.data.translations[0]?.text;
      if (translated !== undefined) setPreview({ text: translated, target });
    } catch {
      // The api middleware's error dialog says why; the draft is untouched.
    }
  };
  const apply = (next: string) => {
    onApply(next);
    setPreview(null);
  };

  return (
    <Box flex="1 1 100%" display="flex" flexDirection="column" gap="2">
      <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="2">
        <LanguageSelect label={t.replyTarget} languages={languages} value={target} onChange={setChosen} />
        <Button variant="outline" minH="44px" disabled={!text.trim() || isLoading} aria-busy={isLoading || undefined} onClick={() => void run()}>
          {isLoading ? t.translating : t.replyButton}
        </Button>
      </Box>
      {preview ? (
        <Box bg="canvas" borderRadius="md" p="3" role="group" aria-label={t.replyResult(languageName(preview.target, languages))}>
          <chakra.p fontSize="sm" fontWeight="bold" mb="1">
            {t.replyResult(languageName(preview.target, languages))}
          </chakra.p>
          <chakra.p lang={preview.target} whiteSpace="pre-wrap" overflowWrap="anywhere" mb="2" data-testid="reply-translation">
            {preview.text}
          </chakra.p>
          <Box display="flex" flexWrap="wrap" gap="2">
            <Button size="sm" minH="44px" onClick={() => apply(preview.text)}>
              {t.replace}
            </Button>
            <Button size="sm" variant="outline" minH="44px" onClick={() => apply(`${text.trimEnd()}\n\n${preview.text}`)}>
              {t.append}
            </Button>
            <Button size="sm" variant="ghost" minH="44px" onClick={() => setPreview(null)}>
              {t.dismiss}
            </Button>
          </Box>
        </Box>
      ) : null}
    </Box>
  );
};

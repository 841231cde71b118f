import { Box, chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import { Button } from '../../../components/button';
import { describedBy, FieldLabel, FieldNotes } from '../../../components/form/field-parts';
import { useFieldIds } from '../../../components/form/use-field-ids';
import { fieldStyle } from '../../../components/form/field-style';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { POST_PLACEHOLDERS } from '../../../shared/posts/post-placeholders';

const Textarea = chakra('textarea', { base: { ...fieldStyle, py: '2', fontSize: 'md', resize: 'vertical', _invalid: { borderColor: 'danger' } } });
const TOKENS = Object.values(POST_PLACEHOLDERS);

interface SummaryFieldProps {
  /** The tighter of the chosen providers' limits (Google 1,500, Yahoo!プレイス 1,000). */
  max: number;
}

// The post text, with a button per placeholder that puts it where the cursor is (at the end before any typing).
export const SummaryField = ({ max }: SummaryFieldProps) => {
  const ids = useFieldIds<string>('summary');
  const { field, helpers, id, errorId, helpId, invalid } = ids;
  const box = useRef<HTMLTextAreaElement>(null);
  const value = field.value ?? '';
  const over = value.length > max;
  const counterId = `${id}-counter`;

  const insert = (token: string) => {
    const el = box.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    void helpers.setValue(`${value.slice(0, start)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  return (
    <Box mb="4">
      <FieldLabel htmlFor={id}>{t.summary}</FieldLabel>
      <Box role="group" aria-label={t.insertHeading} display="flex" flexWrap="wrap" gap="2" mb="2">
        {TOKENS.map((token) => (
          <Button key={token} size="sm" variant="outline" aria-label={t.insert(token)} onClick={() => insert(token)}>
            {token}
          </Button>
        ))}
      </Box>
      <Textarea
        ref={box}
        id={id}
        rows={8}
        aria-invalid={invalid || over || undefined}
        aria-describedby={describedBy(invalid && errorId, helpId, counterId)}
        {...field}
        value={value}
      />
      <chakra.p id={counterId} fontSize="sm" textAlign="right" mt="1" color={over ? 'danger' : 'muted'} fontWeight={over ? 'bold' : undefined} data-over={over || undefined}>
        {t.counter(value.length, max)}
      </chakra.p>
      <FieldNotes ids={ids} help={t.summaryHelp} />
    </Box>
  );
};

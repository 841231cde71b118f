import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { copyToClipboard } from '../../../shared/clipboard/clipboard';
import { mapToolJa } from '../../../shared/i18n/map-tool.ja';

const t = mapToolJa.snippet;

interface SnippetBoxProps {
  snippet: string;
  /** The widget's name, for the copy button's accessible name in a list of widgets. */
  name: string;
  /** A line above the code (after a save: 「保存しました。…」). */
  lead?: string;
  testId?: string;
}

// The embed code to paste into a page, wrapped rather than scrolled (375 px), and a copy button whose outcome
// (コードをコピーしました, or why it could not copy) is announced beside it.
export const SnippetBox = ({ snippet, name, lead, testId = 'widget-snippet' }: SnippetBoxProps) => {
  const [message, setMessage] = useState('');
  const copy = async () => setMessage((await copyToClipboard(snippet, 'code')).message);
  return (
    <Box data-testid={testId} minW="0">
      {lead ? (
        <chakra.p role="status" fontWeight="bold" color="success" mb="2">
          {lead}
        </chakra.p>
      ) : null}
      <chakra.p fontWeight="bold" fontSize="sm">
        {t.label}
      </chakra.p>
      <chakra.p fontSize="xs" color="muted" mb="1">
        {t.help}
      </chakra.p>
      <chakra.pre
        m="0"
        p="2"
        bg="canvas"
        borderRadius="md"
        borderWidth="1px"
        borderStyle="solid"
        borderColor="line"
        fontSize="xs"
        fontFamily="monospace"
        whiteSpace="pre-wrap"
        wordBreak="break-all"
      >
        <code>{snippet}</code>
      </chakra.pre>
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="3" mt="2">
        <Button size="sm" variant="outline" minH="44px" aria-label={t.copyOf(name)} onClick={() => void copy()}>
          {t.copy}
        </Button>
        <chakra.span role="status" aria-live="polite" fontSize="sm">
          {message}
        </chakra.span>
      </Box>
    </Box>
  );
};

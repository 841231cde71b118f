import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { PLACEHOLDERS, type Placeholder } from '../model/placeholders';

const t = reviewSettingsJa.placeholders;

// The helper line under a reply text: which placeholders exist, each with a button that inserts it at the cursor.
// `id` names the explanation only, so a field described by it is not read out with every button.
export const PlaceholderBar = ({ id, onInsert }: { id: string; onInsert: (token: Placeholder) => void }) => (
  <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mt="2" fontSize="sm" color="muted">
    <chakra.span id={id}>
      {t.lead}
      {t.insertHint}
    </chakra.span>
    <Box display="flex" flexWrap="wrap" gap="2">
      {PLACEHOLDERS.map((token) => (
        // A mouse press keeps the focus in the text: leaving an empty text would show its error above these buttons
        // and move them away before the click lands.
        <Button key={token} size="sm" variant="outline" aria-label={t.insert(token)} onMouseDown={(e) => e.preventDefault()} onClick={() => onInsert(token)}>
          {token}
        </Button>
      ))}
    </Box>
  </Box>
);

import { Box, chakra } from '@chakra-ui/react';
import { DateField } from '../../../components/form/date-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { postsJa } from '../../../shared/i18n/posts.ja';
import { YAHOO_KINDS } from '../forms/post-editor.values';

const kindOptions = YAHOO_KINDS.map((value) => ({ value, label: postsJa.yahooKind[value] }));

// The fields only a Yahoo!プレイス notice has: its kind, title and the days it is shown.
export const YahooFields = () => (
  <chakra.fieldset border="none" p="0" m="0" minW="0" data-testid="yahoo-fields">
    <chakra.legend fontSize="md" fontWeight="bold" mb="3">
      {t.yahooHeading}
    </chakra.legend>
    <SelectField name="yahoo_kind" label={t.yahooKind} options={kindOptions} placeholder />
    <TextField name="yahoo_title" label={t.yahooTitle} />
    <Box display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} columnGap="4">
      <DateField name="yahoo_start_date" label={t.yahooStartDate} />
      <DateField name="yahoo_end_date" label={t.yahooEndDate} />
    </Box>
  </chakra.fieldset>
);

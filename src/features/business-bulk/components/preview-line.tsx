import { Box, chakra } from '@chakra-ui/react';
import { StatusBadge } from '../../../components/status-badge';
import type { BulkPreviewLine } from '../business-bulk.api';
import { businessBulkJa, listingFieldLabelsJa, providerLabelsJa } from '../business-bulk.ja';
import { formatFieldValue } from '../model/field-values';

const t = businessBulkJa.preview;

// One store × provider of the dry run: each changing field before → after, or why it is left out.
export const PreviewLine = ({ line }: { line: BulkPreviewLine }) => (
  <chakra.li py="3" borderBottomWidth="1px" borderColor="line" data-testid={`preview-line-${line.local_account_id}`}>
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="1">
      <chakra.span fontWeight="bold" overflowWrap="anywhere">
        {line.store_name}
      </chakra.span>
      <StatusBadge tone={line.provider === 'google' ? 'info' : 'accent'} label={providerLabelsJa[line.provider]} />
      {line.skipped_reason ? <StatusBadge tone="warning" label={t.skipped} /> : null}
    </Box>
    {line.skipped_reason ? (
      <chakra.p fontSize="sm">{line.skipped_reason}</chakra.p>
    ) : line.fields.length === 0 ? (
      <chakra.p fontSize="sm" color="muted">
        {t.noChange}
      </chakra.p>
    ) : (
      <chakra.dl m="0">
        {line.fields.map((field) => (
          <Box key={field} mt="1" fontSize="sm">
            <chakra.dt fontWeight="bold">{listingFieldLabelsJa[field]}</chakra.dt>
            <chakra.dd ml="0" overflowWrap="anywhere">
              <chakra.span color="muted">{t.before}：</chakra.span>
              <chakra.del>{formatFieldValue(field, line.before[field])}</chakra.del>
            </chakra.dd>
            <chakra.dd ml="0" overflowWrap="anywhere">
              <chakra.span color="muted">{t.after}：</chakra.span>
              <chakra.ins textDecoration="none" fontWeight="bold">
                {formatFieldValue(field, line.after[field])}
              </chakra.ins>
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    )}
  </chakra.li>
);

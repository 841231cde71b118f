import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { BulkPreviewBody } from '../business-bulk.api';
import { businessBulkJa } from '../business-bulk.ja';
import { PreviewLine } from './preview-line';

const t = businessBulkJa.preview;
const PAGE = 50;

interface BulkPreviewProps {
  preview: BulkPreviewBody;
  applying: boolean;
  onBack: () => void;
  /** Called only after the person confirmed. */
  onApply: () => void;
}

// Step 3: the dry run. Nothing has been sent; the counts come first (a whole-company run can be thousands of lines),
// then the lines with changes before the unchanged and skipped ones, 50 at a time.
export const BulkPreview = ({ preview, applying, onBack, onApply }: BulkPreviewProps) => {
  const [shown, setShown] = useState(PAGE);
  const [confirming, setConfirming] = useState(false);
  const rank = (fields: number, skipped: boolean) => (skipped ? 2 : fields > 0 ? 0 : 1);
  const lines = [...preview.data].sort((a, b) => rank(a.fields.length, !!a.skipped_reason) - rank(b.fields.length, !!b.skipped_reason));
  return (
    <chakra.section aria-labelledby="bulk-preview-heading" data-testid="bulk-preview">
      <chakra.h2 id="bulk-preview-heading" fontSize="lg" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      <chakra.p role="status" fontWeight="bold" mb="3" data-testid="bulk-preview-counts">
        {t.counts(preview.total, preview.changing, preview.skipped)}
      </chakra.p>
      <chakra.ul listStyleType="none" m="0" p="0" aria-label={t.listLabel}>
        {lines.slice(0, shown).map((line) => (
          <PreviewLine key={line.local_account_id} line={line} />
        ))}
      </chakra.ul>
      {lines.length > shown ? (
        <Button variant="ghost" minH="11" mt="2" onClick={() => setShown((n) => n + PAGE)}>
          {t.showMore(lines.length - shown)}
        </Button>
      ) : null}
      <Box display="flex" flexWrap="wrap" gap="2" justifyContent="flex-end" mt="4">
        <Button variant="outline" minH="11" onClick={onBack} disabled={applying}>
          {t.back}
        </Button>
        <Button minH="11" onClick={() => setConfirming(true)} disabled={applying || preview.changing === 0}>
          {preview.changing === 0 ? t.nothingToApply : t.apply(preview.changing)}
        </Button>
      </Box>
      {confirming ? (
        <ConfirmDialog
          message={t.confirm(preview.changing)}
          confirmLabel={t.confirmButton}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onApply();
          }}
        />
      ) : null}
    </chakra.section>
  );
};

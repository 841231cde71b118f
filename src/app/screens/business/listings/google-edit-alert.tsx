import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import {
  useAcceptGoogleEditMutation,
  useRevertGoogleEditMutation,
  type BusinessListing,
  type GoogleEdit,
} from '../../../../features/business/business-listings.api';
import { formatDateTime } from '../../../../shared/formats/formats';
import { fieldLines } from './listing-format';
import { listingFieldJa, listingsJa } from './listings.ja';

const t = listingsJa.googleEdit;

const Value = ({ term, lines }: { term: string; lines: string[] }) => (
  <Box minW="0">
    <chakra.span display="block" fontSize="xs" color="muted" fontWeight="bold">
      {term}
    </chakra.span>
    {lines.map((line, i) => (
      <chakra.span key={i} display="block" wordBreak="break-all">
        {line}
      </chakra.span>
    ))}
  </Box>
);

interface GoogleEditAlertProps {
  edit: GoogleEdit;
  record: BusinessListing;
  storeName: string;
}

// A change Google made on its own: its value beside ours per field, then take Google's (accept) or send ours back
// (revert), each after a confirmation. The list refetches afterwards and the alert goes once the edit is decided.
export const GoogleEditAlert = ({ edit, record, storeName }: GoogleEditAlertProps) => {
  const [asking, setAsking] = useState<'accept' | 'revert' | null>(null);
  const [accept, accepting] = useAcceptGoogleEditMutation();
  const [revert, reverting] = useRevertGoogleEditMutation();
  const busy = accepting.isLoading || reverting.isLoading;
  const decide = () => {
    const arg = { id: edit.id, googleEditDecisionRequest: {} };
    void (asking === 'accept' ? accept(arg) : revert(arg));
    setAsking(null);
  };
  return (
    <Box
      as="section"
      aria-label={`${storeName}：${t.heading}`}
      borderWidth="1px"
      borderStyle="solid"
      borderColor="#b7791f"
      bg="#fffaf0"
      borderRadius="md"
      p="3"
      my="3"
      data-testid={`google-edit-${edit.id}`}
    >
      <chakra.h4 fontWeight="bold" color="#744210">
        {t.heading}
      </chakra.h4>
      <chakra.p fontSize="sm" color="muted" mb="2">
        {t.detectedAt(formatDateTime(edit.detected_at))}
      </chakra.p>
      <chakra.dl m="0" fontSize="sm">
        {edit.fields.map((field) => (
          <Box key={field} py="2" borderTopWidth="1px" borderTopStyle="solid" borderTopColor="line">
            <chakra.dt fontWeight="bold">{listingFieldJa[field]}</chakra.dt>
            <chakra.dd m="0" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="2">
              <Value term={t.google} lines={fieldLines(edit.google_values, field)} />
              <Value term={t.ours} lines={fieldLines(record, field)} />
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
      <Box display="flex" flexWrap="wrap" gap="2" mt="2">
        <Button minH="11" disabled={busy} onClick={() => setAsking('accept')}>
          {t.accept}
        </Button>
        <Button variant="outline" minH="11" disabled={busy} onClick={() => setAsking('revert')}>
          {t.revert}
        </Button>
      </Box>
      {asking ? (
        <ConfirmDialog
          message={asking === 'accept' ? t.acceptConfirm : t.revertConfirm}
          confirmLabel={asking === 'accept' ? t.accept : t.revert}
          onConfirm={decide}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </Box>
  );
};

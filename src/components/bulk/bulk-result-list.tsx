import { Box, chakra } from '@chakra-ui/react';
import { bulkJa } from '../../shared/i18n/bulk.ja';

// The contract's BulkResultBody, written structurally so shared components stay free of generated code.
export interface BulkResultLine {
  local_account_id: string;
  status: 'succeeded' | 'failed' | 'skipped';
  code?: string;
  message?: string;
}

export interface BulkResult {
  message: string;
  succeeded: number;
  failed: number;
  skipped: number;
  results: BulkResultLine[];
}

interface Props {
  result: BulkResult;
  /** The store's name for its key; the key itself is shown when the store is not known to the screen. */
  storeName?: (localAccountId: string) => string | undefined;
}

const Lines = ({ heading, lines, storeName }: { heading: string; lines: BulkResultLine[]; storeName: Props['storeName'] }) => (
  <Box as="section" aria-label={heading} mt="3">
    <chakra.h3 fontWeight="bold" fontSize="sm" mb="1">
      {heading}
    </chakra.h3>
    <chakra.ul listStyleType="none" m="0" p="0">
      {lines.map((line) => (
        <chakra.li key={line.local_account_id} py="1" borderBottomWidth="1px" borderColor="line" overflowWrap="anywhere">
          <chakra.span fontWeight="bold">{storeName?.(line.local_account_id) ?? line.local_account_id}</chakra.span>
          {line.message ? <chakra.span>：{line.message}</chakra.span> : null}
        </chakra.li>
      ))}
    </chakra.ul>
  </Box>
);

/**
 * What a bulk operation did, store by store: the counts, then every store that failed (with the server's reason) and
 * every store that was left out, so the person knows exactly which stores still need work. Successes are counted,
 * not listed — with thousands of stores the list would bury the failures.
 */
export const BulkResultList = ({ result, storeName }: Props) => {
  const failed = result.results.filter((r) => r.status === 'failed');
  const skipped = result.results.filter((r) => r.status === 'skipped');
  return (
    <Box data-testid="bulk-result">
      <chakra.p>{result.message}</chakra.p>
      <chakra.p color="muted" fontSize="sm">
        {bulkJa.counts(result.succeeded, result.failed, result.skipped)}
      </chakra.p>
      {failed.length > 0 ? <Lines heading={bulkJa.failedHeading} lines={failed} storeName={storeName} /> : null}
      {skipped.length > 0 ? <Lines heading={bulkJa.skippedHeading} lines={skipped} storeName={storeName} /> : null}
    </Box>
  );
};

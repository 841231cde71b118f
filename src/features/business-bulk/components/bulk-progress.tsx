import { Box, chakra } from '@chakra-ui/react';
import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import type { BulkRun, BulkRunStatus } from '../business-bulk.api';
import { businessBulkJa } from '../business-bulk.ja';

const t = businessBulkJa.run;
const tones: Record<BulkRunStatus, StatusTone> = { running: 'info', done: 'success', done_with_failures: 'danger' };

// The run's counts as a bar: finished lines (succeeded, failed, skipped) over all lines.
export const BulkProgress = ({ run }: { run: BulkRun }) => {
  const finished = run.total - run.pending;
  const percent = run.total === 0 ? 100 : Math.round((finished / run.total) * 100);
  return (
    <Box data-testid="bulk-progress">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="2" mb="2">
        <StatusBadge tone={tones[run.status]} label={t.status[run.status]} testId="bulk-run-status" />
        <chakra.span fontWeight="bold">{t.counts(finished, run.total)}</chakra.span>
      </Box>
      <Box
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={run.total}
        aria-valuenow={finished}
        aria-valuetext={t.counts(finished, run.total)}
        h="3"
        bg="line"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="100%" w={`${percent}%`} bg={run.failed > 0 ? 'danger' : 'var(--brand)'} transition="width 0.3s" />
      </Box>
      <chakra.p fontSize="sm" mt="2" role="status" aria-live="polite" data-testid="bulk-run-counts">
        {t.breakdown(run.succeeded, run.failed, run.skipped, run.pending)}
      </chakra.p>
    </Box>
  );
};

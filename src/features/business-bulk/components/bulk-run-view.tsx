import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { QueryState } from '../../../components/list/query-state';
import { useGetBusinessBulkRunQuery, useRetryBusinessBulkMutation } from '../business-bulk.api';
import { businessBulkJa } from '../business-bulk.ja';
import { BULK_POLL_MS, useBulkRunProgress } from '../hooks/use-bulk-run-progress';
import { BulkProgress } from './bulk-progress';
import { BulkResults } from './bulk-results';

const t = businessBulkJa.run;

interface BulkRunViewProps {
  runId: number;
  onNewRun?: () => void;
}

// Step 4: the applied run. The bar follows the realtime progress events, with a poll of the run as the fallback;
// failed lines can be sent again once the run has settled.
export const BulkRunView = ({ runId, onNewRun }: BulkRunViewProps) => {
  const query = useGetBusinessBulkRunQuery({ id: runId });
  const run = query.data?.data;
  useGetBusinessBulkRunQuery({ id: runId }, { pollingInterval: run?.status === 'running' ? BULK_POLL_MS : 0, skip: run?.status !== 'running' });
  useBulkRunProgress(runId, run);
  const [retry, retrying] = useRetryBusinessBulkMutation();
  return (
    <chakra.section aria-labelledby="bulk-run-heading" data-testid="bulk-run">
      <chakra.h2 id="bulk-run-heading" fontSize="lg" fontWeight="bold" mb="3">
        {t.heading}
      </chakra.h2>
      <QueryState query={query}>
        {({ data }) => (
          <>
            <BulkProgress run={data} />
            <Box display="flex" flexWrap="wrap" gap="2" mt="3">
              {data.failed > 0 && data.status !== 'running' ? (
                <Button minH="11" disabled={retrying.isLoading} onClick={() => void retry({ id: runId })}>
                  {retrying.isLoading ? t.retrying : t.retry}
                </Button>
              ) : null}
              {onNewRun ? (
                <Button variant="outline" minH="11" onClick={onNewRun}>
                  {t.newRun}
                </Button>
              ) : null}
            </Box>
            <BulkResults runId={runId} />
          </>
        )}
      </QueryState>
    </chakra.section>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import { useGetInsightSyncStatusQuery, type InsightSyncState } from '../insight.api';

const t = insightAnalysisJa.freshness;

interface DataFreshnessProps {
  /** The answer's latest_date; undefined while it loads. */
  latestDate: string | null | undefined;
  source: InsightSyncState['source'];
  /** The store filter; none means every linked store. */
  stores: string[];
}

const Notice = chakra('p', {
  base: { mt: '2', px: '3', py: '2', borderRadius: 'md', borderWidth: '1px', borderStyle: 'solid', fontSize: 'sm' },
});

// How recent the figures are (providers lag a few days), and whether some stores are still being copied from the
// provider (the 18-month backfill after linking) or failed to — so a low figure is not read as a bad month.
export const DataFreshness = ({ latestDate, source, stores }: DataFreshnessProps) => {
  const sync = useGetInsightSyncStatusQuery(stores.length > 0 ? { localAccountIds: stores } : {});
  const { backfilling, failed } = useMemo(() => {
    const states = (sync.data?.data ?? []).filter((s) => s.source === source);
    return { backfilling: states.filter((s) => !s.backfilled).length, failed: states.filter((s) => s.last_error !== null).length };
  }, [sync.data, source]);
  return (
    <Box mb="4" data-testid="data-freshness">
      <chakra.p fontSize="sm" fontWeight="bold" minH="1.5em" data-testid="latest-date">
        {latestDate === undefined ? '' : latestDate === null ? t.none : t.latest(latestDate)}
      </chakra.p>
      <Box role="status">
        {backfilling > 0 ? (
          <Notice borderColor="line" bg="surface" data-testid="sync-backfilling">
            {t.backfilling(backfilling)}
          </Notice>
        ) : null}
        {failed > 0 ? (
          <Notice borderColor="danger" color="danger" data-testid="sync-failed">
            {t.failed(failed)}
          </Notice>
        ) : null}
      </Box>
    </Box>
  );
};

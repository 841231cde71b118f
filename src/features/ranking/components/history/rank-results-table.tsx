import { chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../../components/data-table';
import { StatusBadge, type StatusTone } from '../../../../components/status-badge';
import { formatDateTime } from '../../../../shared/formats/formats';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { listJa } from '../../../../shared/i18n/list.ja';
import { rankLabel } from '../../../../shared/ranking/rank';
import type { RankResultSummary } from '../../ranking.api';

const t = rankingHistoryJa.history;

const TONES: Record<RankResultSummary['status'], StatusTone> = { pending: 'info', done: 'success', failed: 'danger' };

interface RankResultsTableProps {
  results: RankResultSummary[];
  snapshotHref: (resultId: number) => string;
}

// Every day of the period as measured: 圏外 / 表示なし in words, a failed day's reason, and its snapshot.
export const RankResultsTable = ({ results, snapshotHref }: RankResultsTableProps) => {
  if (results.length === 0) return <chakra.p color="muted">{t.noResults}</chakra.p>;
  return (
    <DataTable aria-label={t.results} scrollLabel={listJa.scrollRegion(t.results)} data-testid="rank-results">
      <thead>
        <tr>
          <HeadCell scope="col">{t.date}</HeadCell>
          <HeadCell scope="col">{t.status}</HeadCell>
          <HeadCell scope="col">{t.rank}</HeadCell>
          {/* On a phone the day (first column) says enough; the time of day shows from tablet width. */}
          <HeadCell scope="col" display={{ base: 'none', md: 'table-cell' }}>
            {t.measuredAt}
          </HeadCell>
          <HeadCell scope="col">{t.snapshot}</HeadCell>
        </tr>
      </thead>
      <tbody>
        {results.map((r) => (
          <tr key={r.id} data-testid={`rank-result-${r.id}`}>
            <RowHeadCell scope="row" whiteSpace="nowrap">
              {r.measured_on}
            </RowHeadCell>
            <Cell>
              <StatusBadge tone={TONES[r.status]} label={t.statuses[r.status]} />
              {r.error_message ? (
                <chakra.p fontSize="sm" color="danger" mt="1">
                  {r.status === 'pending' && r.attempts > 0 ? `${t.retrying(r.attempts)}：` : ''}
                  {r.error_message}
                </chakra.p>
              ) : null}
            </Cell>
            <Cell whiteSpace="nowrap">{r.status === 'done' ? rankLabel(rankingJa.rank, r.outcome, r.rank) : ''}</Cell>
            <Cell whiteSpace="nowrap" display={{ base: 'none', md: 'table-cell' }}>
              {r.measured_at ? formatDateTime(r.measured_at) : ''}
            </Cell>
            <Cell whiteSpace="nowrap">
              {r.status === 'done' ? (
                <chakra.span color="allgrow" textDecoration="underline">
                  <RouterLink to={snapshotHref(r.id)} aria-label={t.snapshotLink(r.measured_on)}>
                    {t.snapshot}
                  </RouterLink>
                </chakra.span>
              ) : null}
            </Cell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
};

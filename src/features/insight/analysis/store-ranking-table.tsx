import { chakra } from '@chakra-ui/react';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { formatNumber } from '../../../shared/formats/formats';
import { listJa } from '../../../shared/i18n/list.ja';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import type { AnalysisAccount, MetricRanking } from '../insight.api';

const t = insightAnalysisJa.ranking;

const formatFigure = (value: number | null) => (value === null ? insightAnalysisJa.noValue : formatNumber(value));
const formatRate = (rate: number | null) => (rate === null ? insightAnalysisJa.noValue : t.changeRateOf(rate));

interface StoreRankingTableProps {
  ranking: MetricRanking;
  accounts: AnalysisAccount[];
}

// The selected stores ranked over the whole period, with the same length of time before it. Ranks are the server's:
// equal values share one (1, 1, 3).
export const StoreRankingTable = ({ ranking, accounts }: StoreRankingTableProps) => {
  const names = new Map(accounts.map((a) => [a.id, a]));
  return (
    <chakra.div mt="6" data-testid={`ranking-${ranking.metric_id}`}>
      <chakra.h2 fontSize="md" fontWeight="bold" mb="2">
        {t.heading(ranking.metric_name)}
      </chakra.h2>
      {ranking.rows.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <DataTable scrollLabel={listJa.scrollRegion(t.heading(ranking.metric_name))}>
          <thead>
            <tr>
              <HeadCell scope="col" whiteSpace="nowrap">{t.rank}</HeadCell>
              <HeadCell scope="col">{t.store}</HeadCell>
              <HeadCell scope="col" textAlign="right" whiteSpace="nowrap">{t.value}</HeadCell>
              <HeadCell scope="col" textAlign="right" whiteSpace="nowrap">{t.previous}</HeadCell>
              <HeadCell scope="col" textAlign="right" whiteSpace="nowrap">{t.changeRate}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {ranking.rows.map((row) => {
              const account = names.get(row.account);
              return (
                <tr key={row.account} data-testid={`ranking-row-${row.account}`}>
                  <Cell whiteSpace="nowrap">{t.rankOf(row.rank)}</Cell>
                  <RowHeadCell scope="row" minW="8rem">
                    {account?.name ?? row.account}
                    {account?.store_code ? <chakra.span display="block" fontSize="xs" color="muted">{account.store_code}</chakra.span> : null}
                  </RowHeadCell>
                  <Cell textAlign="right" whiteSpace="nowrap">{formatFigure(row.value)}</Cell>
                  <Cell textAlign="right" whiteSpace="nowrap">{formatFigure(row.previous)}</Cell>
                  <Cell textAlign="right" whiteSpace="nowrap">{formatRate(row.change_rate)}</Cell>
                </tr>
              );
            })}
          </tbody>
        </DataTable>
      )}
    </chakra.div>
  );
};

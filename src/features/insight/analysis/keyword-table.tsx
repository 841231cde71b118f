import { chakra } from '@chakra-ui/react';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { formatNumber } from '../../../shared/formats/formats';
import { listJa } from '../../../shared/i18n/list.ja';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import type { SearchKeywordRank } from '../insight.api';

const t = insightAnalysisJa.keywords;

// The search keywords of the period, most first, as the server ranks them.
export const KeywordTable = ({ keywords }: { keywords: SearchKeywordRank[] }) => {
  return (
    <chakra.div mt="6" data-testid="keyword-table">
      <chakra.h2 fontSize="md" fontWeight="bold" mb="2">
        {t.heading}
      </chakra.h2>
      {keywords.length === 0 ? (
        <EmptyState message={t.empty} />
      ) : (
        <DataTable scrollLabel={listJa.scrollRegion(t.heading)}>
          <thead>
            <tr>
              <HeadCell scope="col" whiteSpace="nowrap">{t.rank}</HeadCell>
              <HeadCell scope="col">{t.keyword}</HeadCell>
              <HeadCell scope="col" textAlign="right" whiteSpace="nowrap">{t.count}</HeadCell>
            </tr>
          </thead>
          <tbody>
            {keywords.map((k) => (
              <tr key={k.keyword}>
                <Cell whiteSpace="nowrap">{insightAnalysisJa.ranking.rankOf(k.rank)}</Cell>
                <RowHeadCell scope="row" wordBreak="break-all">{k.keyword}</RowHeadCell>
                <Cell textAlign="right" whiteSpace="nowrap">{formatNumber(k.count)}</Cell>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
    </chakra.div>
  );
};

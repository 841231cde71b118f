import { chakra } from '@chakra-ui/react';
import { Cell, DataTable, HeadCell, RowHeadCell } from '../../../components/data-table';
import { formatNumber } from '../../../shared/formats/formats';
import { listJa } from '../../../shared/i18n/list.ja';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import type { ShareRow } from './analysis-chart-data';

const t = insightAnalysisJa.share;

// Each part's sum over the period and its percentage, with a bar drawn from the percentage (the numbers are the text,
// so the bar is decoration).
export const ShareTable = ({ title, rows }: { title: string; rows: ShareRow[] }) => {
  return (
    <chakra.div mt="6" data-testid="share-table">
      <chakra.h2 fontSize="md" fontWeight="bold" mb="2">
        {t.heading(title)}
      </chakra.h2>
      <DataTable scrollLabel={listJa.scrollRegion(t.heading(title))}>
        <thead>
          <tr>
            <HeadCell scope="col">{t.item}</HeadCell>
            <HeadCell scope="col" textAlign="right" whiteSpace="nowrap">{t.value}</HeadCell>
            <HeadCell scope="col" textAlign="right" whiteSpace="nowrap">{t.share}</HeadCell>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.metricId} data-testid={`share-${row.metricId}`}>
              <RowHeadCell scope="row" minW="6rem">
                {row.name}
                <chakra.span aria-hidden="true" display="block" mt="1" h="1" bg="var(--brand)" borderRadius="sm" width={`${row.share ?? 0}%`} />
              </RowHeadCell>
              <Cell textAlign="right" whiteSpace="nowrap">{formatNumber(row.value)}</Cell>
              <Cell textAlign="right" whiteSpace="nowrap">{row.share === null ? insightAnalysisJa.noValue : t.percent(row.share)}</Cell>
            </tr>
          ))}
        </tbody>
      </DataTable>
    </chakra.div>
  );
};

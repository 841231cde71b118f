import { Box } from '@chakra-ui/react';
import { useState } from 'react';
import type { ChartLoader } from '../../../components/charts/chart-loader';
import { EmptyState } from '../../../components/empty-state';
import { QueryState, type QueryResultLike } from '../../../components/list/query-state';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import type { AnalysisBody } from '../insight.api';
import { hasNoData, shareRows } from './analysis-chart-data';
import { AnalysisCharts } from './analysis-charts';
import { useAnalysisView } from './analysis-controls';
import { KeywordTable } from './keyword-table';
import { ShareTable } from './share-table';
import { StoreRankingTable } from './store-ranking-table';

export interface AnalysisPanelProps {
  query: QueryResultLike<AnalysisBody>;
  groupLabel: string;
  /** Said when the company has no linked store of the provider. */
  noStores: string;
  /** Parts of a whole (devices, genders, ages): stacked bars and a share table. */
  share?: boolean;
  /** The search keywords of the period (access analysis 検索). */
  keywords?: boolean;
  panelId: string;
  tabId: string;
  loadChart?: ChartLoader;
}

// Reserved while the first answer loads: the controls, the chart box and a few ranking rows.
const LOADING_HEIGHT = '28rem';

const AnalysisContent = ({ body, groupLabel, share, keywords, loadChart }: { body: AnalysisBody } & Omit<AnalysisPanelProps, 'query' | 'noStores' | 'panelId' | 'tabId'>) => {
  const { graphType } = useAnalysisView();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const metricId = body.series.some((s) => s.metric_id === chosen) ? chosen : body.series[0]?.metric_id;
  const ranking = body.rankings.find((r) => r.metric_id === metricId) ?? body.rankings[0];
  const options = body.series.map((s) => ({ value: s.metric_id, label: s.metric_name }));
  return (
    <>
      {options.length > 1 ? (
        <Box maxW="20rem" mb="4">
          <LabelledSelect label={insightAnalysisJa.controls.metric} value={metricId ?? ''} options={options} onChange={setChosen} />
        </Box>
      ) : null}
      <AnalysisCharts body={body} groupLabel={groupLabel} perStore={graphType === 'account'} metricId={metricId} stackedShares={share} loadChart={loadChart} />
      {share ? <ShareTable title={groupLabel} rows={shareRows(body.series)} /> : null}
      {keywords ? <KeywordTable keywords={body.keywords} /> : null}
      {ranking ? <StoreRankingTable ranking={ranking} accounts={body.accounts} /> : null}
    </>
  );
};

// One group's tab panel: charts, the chosen metric's store ranking and, per group, shares or keywords; the empty
// states for a company without linked stores and for stores whose figures have not arrived yet.
export const AnalysisPanel = ({ query, noStores, panelId, tabId, ...props }: AnalysisPanelProps) => (
  <Box role="tabpanel" id={panelId} aria-labelledby={tabId} aria-busy={query.isFetching ?? false} data-testid="analysis-panel">
    <QueryState query={query} minH={LOADING_HEIGHT}>
      {(body) => {
        if (body.accounts.length === 0) return <EmptyState message={noStores} />;
        if (hasNoData(body)) return <EmptyState message={insightAnalysisJa.empty.noData} />;
        return <AnalysisContent body={body} {...props} />;
      }}
    </QueryState>
  </Box>
);

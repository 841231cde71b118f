import { useMemo } from 'react';
import { useListParams } from '../../../../components/list/use-list-params';
import { AnalysisLayout } from '../../../../features/insight/analysis/analysis-layout';
import { useAnalysisView } from '../../../../features/insight/analysis/analysis-controls';
import { analysisParams, toAnalysisArg } from '../../../../features/insight/analysis/analysis-period';
import { useGetPerformanceAnalysisQuery } from '../../../../features/insight/insight.api';
import { can } from '../../../../shared/access/access-rules';
import { insightAnalysisJa } from '../../../../shared/i18n/insight-analysis.ja';
import { PERFORMANCE_GROUPS } from '../../../../shared/insight/insight-metrics';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { InsightStoreFilter } from './insight-store-filter';

const t = insightAnalysisJa.performance;
const PARAMS = analysisParams(PERFORMANCE_GROUPS, 'impressions');

const PerformanceAnalysis = () => {
  const { values, setFilters } = useListParams(PARAMS);
  const { unit } = useAnalysisView();
  const query = useGetPerformanceAnalysisQuery(useMemo(() => toAnalysisArg(values, unit), [values, unit]));
  return (
    <AnalysisLayout
      texts={t}
      groups={PERFORMANCE_GROUPS}
      storeFilter={<InsightStoreFilter provider="google" scope="insight-performance-stores" value={values.stores} onApply={(stores) => setFilters({ stores })} />}
      filter={values}
      onFilterChange={setFilters}
      query={query}
      source="google_metrics"
    />
  );
};

// パフォーマンス分析: Google impressions, actions, photos, posts and reviews of the chosen stores over a period, each
// with its store ranking.
export const InsightPerformanceScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'insight')) return <NotFoundScreen />;
  return <PerformanceAnalysis />;
};

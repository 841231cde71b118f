import { useMemo } from 'react';
import { useListParams } from '../../../../components/list/use-list-params';
import { AnalysisLayout } from '../../../../features/insight/analysis/analysis-layout';
import { useAnalysisView } from '../../../../features/insight/analysis/analysis-controls';
import { analysisParams, toAnalysisArg } from '../../../../features/insight/analysis/analysis-period';
import { useGetAccessAnalysisQuery } from '../../../../features/insight/insight.api';
import { can } from '../../../../shared/access/access-rules';
import { insightAnalysisJa } from '../../../../shared/i18n/insight-analysis.ja';
import { ACCESS_GROUPS, type AccessGroup } from '../../../../shared/insight/insight-metrics';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { InsightStoreFilter } from '../performance/insight-store-filter';

const t = insightAnalysisJa.access;
const PARAMS = analysisParams(ACCESS_GROUPS, 'page_views');
const SHARE_GROUPS: readonly AccessGroup[] = ['devices', 'genders', 'ages'];
const KEYWORD_GROUPS: readonly AccessGroup[] = ['searches'];

const AccessAnalysis = () => {
  const { values, setFilters } = useListParams(PARAMS);
  const { unit } = useAnalysisView();
  const query = useGetAccessAnalysisQuery(useMemo(() => toAnalysisArg(values, unit), [values, unit]));
  return (
    <AnalysisLayout
      texts={t}
      groups={ACCESS_GROUPS}
      storeFilter={<InsightStoreFilter provider="yahoo" scope="insight-access-stores" value={values.stores} onApply={(stores) => setFilters({ stores })} />}
      filter={values}
      onFilterChange={setFilters}
      query={query}
      source="yahoo_access"
      shareGroups={SHARE_GROUPS}
      keywordGroups={KEYWORD_GROUPS}
    />
  );
};

// Yahoo!アクセス解析 (Yahoo!プレイス only): page views, users, actions, searches with their keywords, and the share
// of devices, genders and age groups, each with its store ranking.
export const AccessAnalysisScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'insightAccessAnalysis')) return <NotFoundScreen />;
  return <AccessAnalysis />;
};

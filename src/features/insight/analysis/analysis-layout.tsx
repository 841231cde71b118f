import { Box } from '@chakra-ui/react';
import { useId, useMemo, type ReactNode } from 'react';
import type { ChartLoader } from '../../../components/charts/chart-loader';
import { ScreenHeading } from '../../../components/screen-heading';
import { TabStrip, tabStripId } from '../../../components/tab-strip';
import type { InsightSyncState } from '../insight.api';
import { AnalysisControls } from './analysis-controls';
import { AnalysisPanel } from './analysis-panel';
import { expectedRange, type AnalysisFilter } from './analysis-period';
import { DataFreshness } from './data-freshness';
import { useKeptAnalysis, type AnalysisQuery } from './use-kept-analysis';

interface AnalysisLayoutProps<G extends string> {
  texts: { title: string; lead: string; groupTabs: string; noStores: string; groups: Record<G, string> };
  groups: readonly G[];
  /** The screen's store filter (it composes the app's store picker). */
  storeFilter: ReactNode;
  filter: AnalysisFilter<G>;
  onFilterChange: (patch: Partial<AnalysisFilter<G>>) => void;
  query: AnalysisQuery;
  source: InsightSyncState['source'];
  shareGroups?: readonly G[];
  keywordGroups?: readonly G[];
  loadChart?: ChartLoader;
}

// The frame both analysis screens share: heading, stores, period / unit / graph type, data freshness, the group tabs
// and the open group's panel.
export const AnalysisLayout = <G extends string>(props: AnalysisLayoutProps<G>) => {
  const { texts, groups, storeFilter, filter, onFilterChange, source, shareGroups = [], keywordGroups = [], loadChart } = props;
  const query = useKeptAnalysis(props.query, filter.group);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const estimated = useMemo(() => expectedRange(filter.period, new Date()), [filter.period]);
  // The answer's range once it is for this period; before that what the period will cover.
  const range = query.isFetching ? estimated : (query.data?.range ?? estimated);
  return (
    <>
      <ScreenHeading title={texts.title} lead={texts.lead} />
      <Box mb="4">{storeFilter}</Box>
      <AnalysisControls period={filter.period} onPeriodChange={(period) => onFilterChange({ period })} range={range} />
      <DataFreshness latestDate={query.data?.latest_date} source={source} stores={filter.stores} />
      <TabStrip
        tabs={groups}
        labels={texts.groups}
        value={filter.group}
        onChange={(group) => onFilterChange({ group })}
        label={texts.groupTabs}
        panelId={panelId}
        idPrefix={idPrefix}
      />
      <AnalysisPanel
        key={filter.group}
        query={query}
        groupLabel={texts.groups[filter.group]}
        noStores={texts.noStores}
        share={shareGroups.includes(filter.group)}
        keywords={keywordGroups.includes(filter.group)}
        panelId={panelId}
        tabId={tabStripId(idPrefix, filter.group)}
        loadChart={loadChart}
      />
    </>
  );
};

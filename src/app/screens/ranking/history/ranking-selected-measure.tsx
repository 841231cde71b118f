import { Box } from '@chakra-ui/react';
import { CompetitorsPanel } from '../../../../features/ranking/components/competitors/competitors-panel';
import { GeoGridPanel } from '../../../../features/ranking/components/grid/geo-grid-panel';
import { MeasureHistoryPanel } from '../../../../features/ranking/components/history/measure-history-panel';
import type { RankPeriod, RankTimeUnit } from '../../../../features/ranking/ranking.api';

interface RankingSelectedMeasureProps {
  measureId: number;
  period: RankPeriod;
  unit: RankTimeUnit;
}

// The chosen measure in depth: its history day by day, who ranked above it, and the geo-grid.
export const RankingSelectedMeasure = ({ measureId, period, unit }: RankingSelectedMeasureProps) => (
  <Box display="flex" flexDirection="column" gap="8" mt="6" data-testid="ranking-selected-measure">
    <MeasureHistoryPanel measureId={measureId} period={period} unit={unit} />
    <CompetitorsPanel measureId={measureId} period={period} unit={unit} />
    <GeoGridPanel measureId={measureId} />
  </Box>
);

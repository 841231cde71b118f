import { Box, chakra } from '@chakra-ui/react';
import type { DateRange } from '../../../shared/dates/periods';
import { datesJa } from '../../../shared/i18n/dates.ja';
import { LabelledSelect } from '../../../components/form/labelled-select';
import { insightAnalysisJa } from '../../../shared/i18n/insight-analysis.ja';
import { graphTypeSet, timeUnitSet, type GraphType, type TimeUnit } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { ANALYSIS_PERIODS, STANDARD_PERIOD, type AnalysisPeriod } from './analysis-period';

const t = insightAnalysisJa.controls;

const periodOptions = ANALYSIS_PERIODS.map((value) => ({
  value,
  label: value === STANDARD_PERIOD ? t.periodDefault : datesJa.periods[value],
}));
const unitOptions = (['day', 'week', 'month'] as const).map((value) => ({ value, label: t.units[value] }));
const graphTypeOptions = (['overall', 'account'] as const).map((value) => ({ value, label: t.graphTypes[value] }));

/** The session's time unit (default 月) and graph type (default 全体), shared by every analysis screen. */
export const useAnalysisView = (): { unit: TimeUnit; graphType: GraphType } => ({
  unit: useAppSelector((s) => s.selection.timeUnit),
  graphType: useAppSelector((s) => s.selection.graphType),
});

interface AnalysisControlsProps {
  period: AnalysisPeriod;
  onPeriodChange: (period: AnalysisPeriod) => void;
  /** The days shown; null until the server says (全期間). */
  range: DateRange | null;
}

// 期間 (the URL's), 単位 and グラフの種類 (the client state's), and the period's days as text.
export const AnalysisControls = ({ period, onPeriodChange, range }: AnalysisControlsProps) => {
  const dispatch = useAppDispatch();
  const { unit, graphType } = useAnalysisView();
  return (
    <Box mb="4" data-testid="analysis-controls">
      <Box display="flex" flexWrap="wrap" gap="3" alignItems="flex-end">
        <LabelledSelect label={t.period} value={period} options={periodOptions} onChange={onPeriodChange} />
        <LabelledSelect label={t.unit} value={unit} options={unitOptions} onChange={(u) => dispatch(timeUnitSet(u))} />
        <LabelledSelect label={t.graphType} value={graphType} options={graphTypeOptions} onChange={(g) => dispatch(graphTypeSet(g))} />
      </Box>
      {/* One line kept even while the range is unknown, so the page below does not move when it arrives. */}
      <chakra.p mt="2" fontSize="sm" color="muted" minH="1.5em" data-testid="analysis-range">
        {range ? t.range(range.start, range.end) : ''}
      </chakra.p>
    </Box>
  );
};

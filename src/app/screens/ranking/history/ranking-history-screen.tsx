import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useMemo } from 'react';
import { Button } from '../../../../components/button';
import { useListParams } from '../../../../components/list/use-list-params';
import { useListRankHistoriesQuery, useRequestRankExportMutation } from '../../../../features/ranking/ranking.api';
import { can } from '../../../../shared/access/access-rules';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { measureSelected, timeUnitSet } from '../../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { NotFoundScreen } from '../../public/not-found-screen';
import { RankingHistoryFilters } from './ranking-history-filters';
import { RankingHistoryList } from './ranking-history-list';
import { HISTORY_PARAMS, toExportRequest, toHistoryQuery } from './ranking-history-params';
import { RankingSelectedMeasure } from './ranking-selected-measure';

const t = rankingHistoryJa;

const RankingHistory = () => {
  const dispatch = useAppDispatch();
  const { values, setPage, setFilters } = useListParams(HISTORY_PARAMS);
  // The time unit is the session's client state (default 月); the selected measure lives beside it.
  const unit = useAppSelector((s) => s.selection.timeUnit);
  const selected = useAppSelector((s) => s.selection.selectedMeasure);
  const query = useListRankHistoriesQuery(useMemo(() => toHistoryQuery(values, unit), [values, unit]));
  const [requestExport, exportState] = useRequestRankExportMutation();
  const rows = query.data?.data;

  // A selection the new filters no longer list would show a panel for a row that is not there.
  useEffect(() => {
    if (rows && selected !== null && !rows.some((r) => r.measure.id === selected)) dispatch(measureSelected(null));
  }, [rows, selected, dispatch]);

  return (
    <>
      <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="3" mb="4">
        <chakra.h1 fontSize="2xl" fontWeight="bold">
          {t.title}
        </chakra.h1>
        <Button
          variant="outline"
          minH="44px"
          disabled={exportState.isLoading}
          onClick={() => void requestExport({ rankExportRequest: toExportRequest(values, unit) })}
        >
          {t.exportXlsx}
        </Button>
      </Box>
      <RankingHistoryFilters values={values} onChange={setFilters} unit={unit} onUnitChange={(u) => dispatch(timeUnitSet(u))} />
      <RankingHistoryList query={query} selected={selected} onSelect={(id) => dispatch(measureSelected(id))} onPageChange={setPage} />
      {selected !== null ? <RankingSelectedMeasure key={selected} measureId={selected} period={values.period} unit={unit} /> : null}
    </>
  );
};

// マップ検索順位: every measured keyword's rank over a period, with one measure's history, competitors and geo-grid.
export const RankingHistoryScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'rankingView')) return <NotFoundScreen />;
  return <RankingHistory />;
};

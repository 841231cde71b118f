import { Box, chakra } from '@chakra-ui/react';
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/list/query-state';
import { GeoGridPanel } from '../../../features/ranking/components/grid/geo-grid-panel';
import { storeLine } from '../../../features/ranking/components/keyword/keyword-measure-card';
import { MeasureHistoryPanel } from '../../../features/ranking/components/history/measure-history-panel';
import { MeasureRank } from '../../../features/ranking/components/keyword/measure-rank';
import { useGetMeasureQuery } from '../../../features/ranking/ranking.api';
import { can } from '../../../shared/access/access-rules';
import { keywordJa } from '../../../shared/i18n/keyword.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { keywordResultScreenshotPath, paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { idOf } from '../shared/route-id';

const t = keywordJa.result;

// /keyword/result/:id: one contracted keyword — where it stands now, its history day by day, and the geo-grid.
export const KeywordResultScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const measureId = idOf(useParams().id);
  useDocumentTitle(t.title);
  if (!can(user, 'keyword') || measureId === null) return <NotFoundScreen />;
  return <KeywordResult measureId={measureId} />;
};

const KeywordResult = ({ measureId }: { measureId: number }) => {
  const query = useGetMeasureQuery({ id: measureId });
  const snapshotHref = useCallback((resultId: number) => keywordResultScreenshotPath(measureId, resultId), [measureId]);
  return (
    <>
      <chakra.span display="inline-flex" alignItems="center" minH="11" mb="2" color="var(--brand)" textDecoration="underline">
        <RouterLink to={paths.keyword}>{t.back}</RouterLink>
      </chakra.span>
      <QueryState query={query}>
        {({ data: measure }) => (
          <>
            <chakra.h1 fontSize="2xl" fontWeight="bold" mb="1" wordBreak="break-all">
              {measure.keyword}
            </chakra.h1>
            <chakra.p color="muted" mb="3" wordBreak="break-all">
              {storeLine(measure)}
            </chakra.p>
            <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }} mb="4" aria-label={t.summary} role="group">
              <MeasureRank measure={measure} />
            </Box>
            <Box bg="surface" borderRadius="md" p={{ base: '3', md: '4' }}>
              <MeasureHistoryPanel measureId={measureId} snapshotHref={snapshotHref} />
              <GeoGridPanel measureId={measureId} />
            </Box>
          </>
        )}
      </QueryState>
    </>
  );
};

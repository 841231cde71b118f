import { Box, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { QueryState } from '../../../../components/list/query-state';
import { StatusBadge } from '../../../../components/status-badge';
import { formatDateTime } from '../../../../shared/formats/formats';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { rankingJa } from '../../../../shared/i18n/ranking.ja';
import { rankLabel } from '../../../../shared/ranking/rank';
import { useGetRankSnapshotQuery, type RankSnapshotBody } from '../../ranking.api';

const t = rankingHistoryJa.snapshot;

export interface RankSnapshotViewProps {
  resultId: number;
  /** The screen 「戻る」 returns to (the history the link came from). */
  backTo: string;
}

const Facts = ({ body }: { body: RankSnapshotBody }) => {
  const { data, measure, point } = body;
  const items: [string, string][] = [
    [t.measuredAt, data.measured_at ? formatDateTime(data.measured_at) : data.measured_on],
    [t.rank, rankLabel(rankingJa.rank, data.outcome, data.rank)],
    // The measure's current label (駅・住所) beside the coordinates that were actually searched from.
    [t.point, measure.point.label ? `${measure.point.label}（${t.latLng(point.lat, point.lng)}）` : t.latLng(point.lat, point.lng)],
    [t.radius, t.radiusM(point.radius_m)],
    [t.device, body.device_profile],
  ];
  return (
    <>
      <chakra.h2 fontSize="lg" fontWeight="bold" mb="2">
        {t.heading(measure.keyword, measure.store_name, rankingHistoryJa.filters[measure.provider])}
      </chakra.h2>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: 'max-content 1fr' }} columnGap="4" rowGap="1" mb="4">
        {items.map(([term, value]) => (
          <Box key={term} display="contents">
            <chakra.dt fontWeight="bold">{term}</chakra.dt>
            <chakra.dd m="0" overflowWrap="anywhere">
              {value}
            </chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </>
  );
};

const Integrity = ({ body }: { body: RankSnapshotBody }) => {
  if (!body.content_hash) return null;
  return (
    <Box mb="4" data-testid="snapshot-hash">
      <chakra.p fontWeight="bold">{t.hash}</chakra.p>
      <chakra.code display="block" fontSize="xs" overflowWrap="anywhere" mb="1">
        {body.content_hash}
      </chakra.code>
      {body.hash_verified === true ? <StatusBadge tone="success" label={t.verified} /> : null}
      {body.hash_verified === false ? (
        <>
          <StatusBadge tone="danger" label={t.mismatch} />
          <chakra.p role="alert" color="danger" fontSize="sm" mt="1">
            {t.mismatchNote}
          </chakra.p>
        </>
      ) : null}
    </Box>
  );
};

// One measurement's snapshot: our own rendering of the result list as measured, with where, when and how it was
// searched, and whether the stored image still matches the hash taken at measurement time.
export const RankSnapshotView = ({ resultId, backTo }: RankSnapshotViewProps) => {
  const query = useGetRankSnapshotQuery({ id: resultId });
  return (
    <Box data-testid="rank-snapshot">
      <chakra.span display="inline-block" mb="3" color="allgrow" textDecoration="underline">
        <RouterLink to={backTo}>{t.back}</RouterLink>
      </chakra.span>
      <QueryState query={query}>
        {(body) => (
          <>
            <Facts body={body} />
            <Integrity body={body} />
            {body.image_url ? (
              <chakra.img src={body.image_url} alt={t.alt(body.measure.keyword, body.data.measured_on)} maxW="100%" h="auto" borderWidth="1px" />
            ) : (
              <chakra.p role="status" color="muted" data-testid="snapshot-missing">
                {body.data.snapshot_status === 'pending' ? t.pending : t.missing}
              </chakra.p>
            )}
          </>
        )}
      </QueryState>
    </Box>
  );
};

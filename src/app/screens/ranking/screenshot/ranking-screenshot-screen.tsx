import { chakra } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { RankSnapshotView } from '../../../../features/ranking/components/snapshot/rank-snapshot-view';
import { can } from '../../../../shared/access/access-rules';
import { rankingHistoryJa } from '../../../../shared/i18n/ranking-history.ja';
import { useAppSelector } from '../../../../store/hooks';
import { useDocumentTitle } from '../../../brand';
import { paths } from '../../../paths';
import { NotFoundScreen } from '../../public/not-found-screen';
import { idOf } from '../../shared/route-id';

const t = rankingHistoryJa.snapshot;

// /ranking/screenshot?result=<id>: one measurement's snapshot, reached from マップ検索順位's day-by-day results.
export const RankingScreenshotScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const [params] = useSearchParams();
  const resultId = idOf(params.get('result'));
  useDocumentTitle(t.title);
  if (!can(user, 'rankingView')) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {t.title}
      </chakra.h1>
      {resultId === null ? <chakra.p role="alert">{t.noResult}</chakra.p> : <RankSnapshotView resultId={resultId} backTo={paths.ranking} />}
    </>
  );
};

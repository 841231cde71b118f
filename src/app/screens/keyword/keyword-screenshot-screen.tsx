import { chakra } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router-dom';
import { RankSnapshotView } from '../../../features/ranking/components/snapshot/rank-snapshot-view';
import { can } from '../../../shared/access/access-rules';
import { keywordJa } from '../../../shared/i18n/keyword.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { keywordResultPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { idOf } from '../shared/route-id';

const t = keywordJa.screenshot;

// /keyword/result/:id/screenshot?result=<id>: the snapshot of one day's measurement of a contracted keyword.
export const KeywordScreenshotScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const measureId = idOf(useParams().id);
  const [params] = useSearchParams();
  const resultId = idOf(params.get('result'));
  useDocumentTitle(t.title);
  if (!can(user, 'keyword') || measureId === null) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="2">
        {t.title}
      </chakra.h1>
      <chakra.p color="muted" mb="4">
        {t.lead}
      </chakra.p>
      {resultId === null ? <chakra.p role="alert">{t.noResult}</chakra.p> : <RankSnapshotView resultId={resultId} backTo={keywordResultPath(measureId)} />}
    </>
  );
};

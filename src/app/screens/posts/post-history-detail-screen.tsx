import { Box, chakra } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { PostHistoryDetail } from '../../../features/posts/components/lists/post-history-detail';
import { can } from '../../../shared/access/access-rules';
import { postListsJa } from '../../../shared/i18n/post-lists.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths, postEditPath } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';

const t = postListsJa.detail;
const MAX_ID = 2147483647;
const queuePath = (queueId: number) => `${paths.postHistories}?local_control_queue_id=${queueId}`;

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null);

// 投稿履歴の詳細: one history (what was sent to one store, and how it ended) with the list's actions.
export const PostHistoryDetailScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const id = parseId(useParams().id);
  useDocumentTitle(t.title);
  if (!can(user, 'postHistories') || id === null) return <NotFoundScreen />;
  return (
    <>
      <Box mb="3">
        <chakra.a asChild color="ink" textDecoration="underline" display="inline-flex" alignItems="center" minH="44px">
          <Link to={paths.postHistories}>{t.back}</Link>
        </chakra.a>
      </Box>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {t.title}
      </chakra.h1>
      <PostHistoryDetail id={id} queuePath={queuePath} settingPath={postEditPath} />
    </>
  );
};

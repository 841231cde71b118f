import { Box } from '@chakra-ui/react';
import { useParams } from 'react-router-dom';
import { ScreenHeading } from '../../../components/screen-heading';
import { QueryState } from '../../../components/list/query-state';
import { useGetPostSettingQuery } from '../../../features/posts/posts.api';
import { can } from '../../../shared/access/access-rules';
import { postEditorJa as t } from '../../../shared/i18n/post-editor.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';
import { PostEditorBody } from './post-editor-body';

const EditLoader = ({ id }: { id: number }) => {
  const query = useGetPostSettingQuery({ id });
  return <QueryState query={query}>{(answer) => <PostEditorBody key={answer.data.id} post={answer.data} />}</QueryState>;
};

// 投稿の作成・編集: /posts/settings/create and /posts/settings/[id].
export const PostEditorScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  const { id } = useParams();
  const editing = id !== undefined;
  const numericId = Number(id);
  useDocumentTitle(editing ? t.editTitle : t.createTitle);
  if (!can(user, 'posts')) return <NotFoundScreen />;
  if (editing && !(Number.isInteger(numericId) && numericId > 0)) return <NotFoundScreen />;
  return (
    <Box maxW="4xl" minW="0">
      <ScreenHeading title={editing ? t.editTitle : t.createTitle} lead={t.lead} />
      {editing ? <EditLoader id={numericId} /> : <PostEditorBody post={null} />}
    </Box>
  );
};

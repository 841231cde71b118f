import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { QueryState } from '../../../components/list/query-state';
import {
  useCreateInstagramSettingMutation,
  useGetInstagramSettingQuery,
  useUpdateInstagramSettingMutation,
  type InstagramSettingRequest,
} from '../../../features/instagram/instagram.api';
import { can } from '../../../shared/access/access-rules';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths } from '../../paths';
import { NotFoundScreen } from '../public/not-found-screen';
import { InstagramEditorBody } from './instagram-editor-body';

const leaveConsole = (url: string) => window.location.assign(url);

interface EditorScreenProps {
  /** How the browser leaves for Instagram's consent page (tests record it instead). */
  navigate?: (url: string) => void;
}

const EditorFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(title);
  if (!can(user, 'postInstagram')) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {title}
      </chakra.h1>
      {children}
      <Box mt="6">
        <chakra.a asChild color="var(--brand)" textDecoration="underline">
          <Link to={paths.postInstagram}>{t.backToList}</Link>
        </chakra.a>
      </Box>
    </>
  );
};

export const InstagramCreateScreen = ({ navigate = leaveConsole }: EditorScreenProps) => {
  const to = useNavigate();
  const [create] = useCreateInstagramSettingMutation();
  const save = async (request: InstagramSettingRequest) => {
    await create({ instagramSettingRequest: request }).unwrap();
    void to(paths.postInstagram);
  };
  return (
    <EditorFrame title={t.createTitle}>
      <InstagramEditorBody setting={null} onSubmit={save} navigate={navigate} />
    </EditorFrame>
  );
};

export const InstagramEditScreen = ({ navigate = leaveConsole }: EditorScreenProps) => {
  const to = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2147483647;
  const query = useGetInstagramSettingQuery({ id }, { skip: !valid });
  const [update] = useUpdateInstagramSettingMutation();
  const save = async (request: InstagramSettingRequest) => {
    await update({ id, instagramSettingRequest: request }).unwrap();
    void to(paths.postInstagram);
  };
  if (!valid) return <NotFoundScreen />;
  return (
    <EditorFrame title={t.editTitle}>
      <QueryState query={query}>{(result) => <InstagramEditorBody setting={result.data} onSubmit={save} navigate={navigate} />}</QueryState>
    </EditorFrame>
  );
};

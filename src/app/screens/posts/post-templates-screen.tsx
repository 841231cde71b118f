import { ScreenHeading } from '../../../components/screen-heading';
import { PostTemplateManager } from '../../../features/post-templates/components/post-template-manager';
import { can } from '../../../shared/access/access-rules';
import { postTemplatesJa as t } from '../../../shared/i18n/post-templates.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

// 投稿テンプレート管理: post texts the post editor can start from; Normal users only (spec section 6).
export const PostTemplatesScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'postTemplates')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <PostTemplateManager />
    </>
  );
};

import { ScreenHeading } from '../../../components/screen-heading';
import { TemplateManager } from '../../../features/reply-templates/components/template-manager';
import { can } from '../../../shared/access/access-rules';
import { reviewSettingsJa } from '../../../shared/i18n/review-settings.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

const t = reviewSettingsJa.templates;

// 返信テンプレート管理: reply templates (reply manuscripts) that the inbox's reply box fills in; Normal users only.
export const ReviewTemplatesScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'reviewTemplates')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <TemplateManager />
    </>
  );
};

import { ScreenHeading } from '../../../components/screen-heading';
import { can } from '../../../shared/access/access-rules';
import { usersJa } from '../../../shared/i18n/users.ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';
import { SettingsAccountEditor } from './settings-account-editor';

const t = usersJa.account;

// ユーザー管理 (/settings/account): the company's users, invited, edited and deleted here; for Normal users and
// impersonating support staff (spec section 6).
export const SettingsAccountScreen = () => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(t.title);
  if (!can(user, 'settingsAccount')) return <NotFoundScreen />;
  return (
    <>
      <ScreenHeading title={t.title} lead={t.lead} />
      <SettingsAccountEditor />
    </>
  );
};

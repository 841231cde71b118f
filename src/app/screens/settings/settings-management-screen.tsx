import { chakra } from '@chakra-ui/react';
import { LinkAccountsPanel } from '../../../features/local-accounts/components/link-accounts-panel';
import { LinkedStores } from '../../../features/local-accounts/components/linked-stores';
import { can } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { useAppSelector } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { NotFoundScreen } from '../public/not-found-screen';

const leaveConsole = (url: string) => window.location.assign(url);

// 連携管理: only for the display user ids configured for link management (can_manage_links).
export const SettingsManagementScreen = ({ navigate = leaveConsole }: { navigate?: (url: string) => void }) => {
  const user = useAppSelector((s) => s.session.user);
  useDocumentTitle(ja.links.title);
  if (!can(user, 'settingsManagement')) return <NotFoundScreen />;
  return (
    <>
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {ja.links.title}
      </chakra.h1>
      <LinkAccountsPanel navigate={navigate} />
      <LinkedStores />
    </>
  );
};

import { Box } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LoadingOverlay } from '../../components/loading-overlay';
import { RealtimeConnection } from '../../features/realtime/realtime-connection';
import { ja } from '../../shared/i18n/ja';
import { useAppSelector } from '../../store/hooks';
import { useOwnership } from '../brand';
import { visibleMenu } from '../menu/menu.table';
import { PageOutlet } from '../page-outlet';
import { useLogout } from '../session/use-logout';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { SideMenu } from './nav-menu';
import { RouteSelectionReset } from './route-selection-reset';

// Created once, so PageOutlet's memo holds.
const SCREEN_LOADING = <LoadingOverlay />;

// The signed-in layout: only rendered under RequireSession, so the user is present.
export const ShellLayout = () => {
  const user = useAppSelector((s) => s.session.user);
  const loggingOut = useAppSelector((s) => s.session.loggingOut);
  const ownership = useOwnership();
  const logout = useLogout();
  const menu = useMemo(() => visibleMenu(user, ownership), [user, ownership]);
  if (!user) return null;
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <RouteSelectionReset />
      <Header
        user={user}
        brand={ja.brand[ownership].product}
        menu={menu}
        onLogout={() => void logout()}
        banner={<ImpersonationBanner user={user} onEnd={() => void logout()} />}
      />
      <Box display="flex" flex="1">
        <SideMenu entries={menu} label={ja.menu.navLabel} />
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }} pb="20">
          <PageOutlet fallback={SCREEN_LOADING} />
        </Box>
      </Box>
      <BottomBar />
      <RealtimeConnection />
      {loggingOut ? <LoadingOverlay /> : null}
    </Box>
  );
};

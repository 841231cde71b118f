import { Box } from '@chakra-ui/react';
import { Suspense, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay';
import { RealtimeConnection } from '../../features/realtime/realtime-connection';
import { ja } from '../../shared/i18n/ja';
import { useAppSelector } from '../../store/hooks';
import { useOwnership } from '../brand';
import { visibleMenu } from '../menu/menu.table';
import { useLogout } from '../session/use-logout';
import { BottomBar } from './bottom-bar';
import { Header } from './header';
import { ImpersonationBanner } from './impersonation-banner';
import { SideMenu } from './nav-menu';
import { RouteSelectionReset } from './route-selection-reset';

// The signed-in layout: only rendered under RequireSession, so the user is present.
export const ShellLayout = () => {
  const user = useAppSelector((s) => s.session.user);
  const loggingOut = useAppSelector((s) => s.session.loggingOut);
  const ownership = useOwnership();
  const logout = useLogout();
  const menu = useMemo(() => visibleMenu(user, ownership), [user, ownership]);
  // One element for the screen across the shell's renders (see RequireSession): the shell re-renders synchronously on
  // the store changes it reads (the session check's answer among them), and a screen whose chunk has just arrived
  // would otherwise render inside that uninterruptible render instead of in slices of its own.
  const screen = useMemo(
    () => (
      <Suspense fallback={<LoadingOverlay />}>
        <Outlet />
      </Suspense>
    ),
    [],
  );
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
          {screen}
        </Box>
      </Box>
      <BottomBar />
      <RealtimeConnection />
      {loggingOut ? <LoadingOverlay /> : null}
    </Box>
  );
};

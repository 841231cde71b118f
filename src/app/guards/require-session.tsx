import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useGetUserInfoQuery } from '../../features/users/users.api';
import { useAppSelector } from '../../store/hooks';
import { loginPath } from '../paths';

// Signed-in routes. A stored user is confirmed with GET /users/info (the cookie itself is HttpOnly); a 401 there
// clears the user through the middleware, which re-renders this guard into a redirect. The same answer carries the
// Yahoo expiry flag that the middleware turns into the Yahoo dialog.
// While it is checked, the spec's loading overlay covers the page, and the page itself renders beneath it, inert:
// its own requests go out beside the check instead of after it (the server answers them only for a live cookie, and
// their 401 signs out as the check's does), so the page is ready when the overlay lifts rather than one round trip
// and a render later. The page keeps its place in the tree when the check ends, so nothing mounts twice.
export const RequireSession = ({ preload }: { preload?: (pathname: string) => void }) => {
  const user = useAppSelector((s) => s.session.user);
  const ownership = useAppSelector((s) => s.session.ownership);
  const verified = useAppSelector((s) => s.session.verified);
  const location = useLocation();
  const check = useGetUserInfoQuery(undefined, { skip: !user });
  const signedIn = !!user;
  const pathname = location.pathname;
  // One element for the page across this guard's renders. The guard re-renders on every store change it reads (the
  // check's own progress among them), and react-redux's updates render synchronously: a new element here would pull
  // the page's first render (its chunks just arrived) into that uninterruptible render, 150 ms on a 4× slower CPU.
  // The same element makes React skip the subtree, which then renders on its own, in slices. The page still follows
  // the route: Outlet reads the router's context, which reaches it through the skip.
  const page = useMemo(
    () => (
      // Its own boundary, so a page still loading does not hold back this guard's commit, and with it the check.
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
    ),
    [],
  );
  // The shell's and the screen's chunks download while the session is checked rather than one after the other after
  // it: round trips less before a signed-in page shows (the routes' own lazy loads then find them loaded).
  useEffect(() => {
    if (signedIn && !verified) preload?.(pathname);
  }, [signedIn, verified, pathname, preload]);
  if (!user) return <Navigate to={loginPath(ownership)} replace state={{ from: location.pathname }} />;
  const checking = !verified && !check.isError;
  return (
    <>
      <div inert={checking}>{page}</div>
      {checking ? <LoadingOverlay /> : null}
    </>
  );
};

import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useGetUserInfoQuery } from '../../features/users/users.api';
import { useAppSelector } from '../../store/hooks';
import { PageOutlet } from '../page-outlet';
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
  // The shell's and the screen's chunks download while the session is checked rather than one after the other after
  // it: round trips less before a signed-in page shows (the routes' own lazy loads then find them loaded).
  useEffect(() => {
    if (signedIn && !verified) preload?.(pathname);
  }, [signedIn, verified, pathname, preload]);
  if (!user) return <Navigate to={loginPath(ownership)} replace state={{ from: location.pathname }} />;
  const checking = !verified && !check.isError;
  return (
    <>
      {/* Its own Suspense boundary: a page still loading does not hold back this guard's commit, and the check. */}
      <div inert={checking}>
        <PageOutlet fallback={null} />
      </div>
      {checking ? <LoadingOverlay /> : null}
    </>
  );
};

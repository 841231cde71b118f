import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useGetUserInfoQuery } from '../../features/users/users.api';
import { useAppSelector } from '../../store/hooks';
import { loginPath } from '../paths';

// Signed-in routes. A stored user is confirmed with GET /users/info (the cookie itself is HttpOnly); a 401 there
// clears the user through the middleware, which re-renders this guard into a redirect. The same answer carries the
// Yahoo expiry flag that the middleware turns into the Yahoo dialog.
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
  if (!verified && !check.isError) return <LoadingOverlay />;
  return <Outlet />;
};

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingOverlay } from '../../components/loading-overlay';
import { useGetUserInfoQuery } from '../../features/users/users.api';
import { useAppSelector } from '../../store/hooks';
import { loginPath } from '../paths';

// Signed-in routes. A stored user is confirmed with GET /users/info (the cookie itself is HttpOnly); a 401 there
// clears the user through the middleware, which re-renders this guard into a redirect. The same answer carries the
// Yahoo expiry flag that the middleware turns into the Yahoo dialog.
export const RequireSession = () => {
  const user = useAppSelector((s) => s.session.user);
  const ownership = useAppSelector((s) => s.session.ownership);
  const verified = useAppSelector((s) => s.session.verified);
  const location = useLocation();
  const check = useGetUserInfoQuery(undefined, { skip: !user });
  if (!user) return <Navigate to={loginPath(ownership)} replace state={{ from: location.pathname }} />;
  if (!verified && !check.isError) return <LoadingOverlay />;
  return <Outlet />;
};

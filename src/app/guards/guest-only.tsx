import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { baseApi } from '../../api/base-api';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { paths } from '../paths';

// Login and password pages: a signed-in user goes home. Without a user no cached data may survive.
export const GuestOnly = () => {
  const user = useAppSelector((s) => s.session.user);
  const dispatch = useAppDispatch();
  const signedIn = !!user;
  useEffect(() => {
    if (!signedIn) dispatch(baseApi.util.resetApiState());
  }, [signedIn, dispatch]);
  if (user) return <Navigate to={paths.home} replace />;
  return <Outlet />;
};

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '../../features/auth/auth.api';
import { logoutStarted, sessionCleared } from '../../state/session.slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loginPath } from '../paths';

// Revokes the session, then clears the user, selections and caches (sessionCleared) whatever the server said.
export const useLogout = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const ownership = useAppSelector((s) => s.session.user?.ownership ?? s.session.ownership);
  const [logout] = useLogoutMutation();
  return useCallback(async () => {
    dispatch(logoutStarted());
    try {
      await logout().unwrap();
    } catch {
      // The local session ends even when the server could not be reached.
    }
    dispatch(sessionCleared());
    navigate(loginPath(ownership), { replace: true });
  }, [dispatch, logout, navigate, ownership]);
};

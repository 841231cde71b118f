import { Box, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from '../../../features/auth/components/login-form';
import type { Ownership } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { ownershipRemembered, signedIn } from '../../../state/session.slice';
import { useAppDispatch } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { forgotPasswordPath, loginPath, otherOwnership, paths } from '../../paths';
import { AuthFrame } from './auth-frame';

export const LoginScreen = ({ ownership }: { ownership: Ownership }) => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  useDocumentTitle(ja.title.login, ownership);
  useEffect(() => {
    dispatch(ownershipRemembered(ownership));
  }, [dispatch, ownership]);
  return (
    <AuthFrame ownership={ownership} title={ja.title.login}>
      <LoginForm
        ownership={ownership}
        otherLogin={{ ownership: otherOwnership(ownership), path: loginPath(otherOwnership(ownership)) }}
        onSignedIn={(user) => {
          dispatch(signedIn(user));
          navigate(from && from !== location.pathname ? from : paths.home, { replace: true });
        }}
      />
      <Box mt="4" textAlign="center">
        <chakra.a asChild fontSize="sm" color="var(--brand)" textDecoration="underline">
          <Link to={forgotPasswordPath(ownership)}>{ja.auth.forgotLink}</Link>
        </chakra.a>
      </Box>
    </AuthFrame>
  );
};

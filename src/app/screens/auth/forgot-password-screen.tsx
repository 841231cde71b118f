import { Box, chakra } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import type { Ownership } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { ownershipRemembered } from '../../../state/session.slice';
import { useAppDispatch } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { loginPath } from '../../paths';
import { AuthFrame } from './auth-frame';

export const ForgotPasswordScreen = ({ ownership }: { ownership: Ownership }) => {
  const dispatch = useAppDispatch();
  useDocumentTitle(ja.title.forgotPassword, ownership);
  useEffect(() => {
    dispatch(ownershipRemembered(ownership));
  }, [dispatch, ownership]);
  return (
    <AuthFrame ownership={ownership} title={ja.title.forgotPassword}>
      <ForgotPasswordForm ownership={ownership} />
      <Box mt="4" textAlign="center">
        <chakra.a asChild fontSize="sm" color="var(--brand)" textDecoration="underline">
          <Link to={loginPath(ownership)}>{ja.auth.backToLogin}</Link>
        </chakra.a>
      </Box>
    </AuthFrame>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PasswordResetForm } from '../../../features/auth/components/password-reset-form';
import type { Ownership } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { ownershipRemembered } from '../../../state/session.slice';
import { useAppDispatch } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { forgotPasswordPath, loginPath } from '../../paths';
import { AuthFrame } from './auth-frame';

const PageLink = ({ to, children }: { to: string; children: string }) => (
  <Box mt="4" textAlign="center">
    <chakra.a asChild fontSize="sm" color="var(--brand)" textDecoration="underline">
      <Link to={to}>{children}</Link>
    </chakra.a>
  </Box>
);

// The page a password reset mail links to (?token=…): the new password is set here, then the person signs in.
export const PasswordResetScreen = ({ ownership }: { ownership: Ownership }) => {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);
  useDocumentTitle(ja.auth.resetTitle, ownership);
  useEffect(() => {
    dispatch(ownershipRemembered(ownership));
  }, [dispatch, ownership]);

  let body;
  if (done) {
    body = (
      <chakra.p role="status" color="success" fontWeight="bold">
        {done}
      </chakra.p>
    );
  } else if (!token) {
    body = (
      <chakra.p role="alert" color="danger" fontWeight="bold">
        {ja.auth.resetNoToken}
      </chakra.p>
    );
  } else {
    body = <PasswordResetForm token={token} onDone={setDone} />;
  }
  return (
    <AuthFrame ownership={ownership} title={ja.auth.resetTitle}>
      {body}
      {done ? null : <PageLink to={forgotPasswordPath(ownership)}>{ja.auth.resetAgain}</PageLink>}
      <PageLink to={loginPath(ownership)}>{ja.auth.backToLogin}</PageLink>
    </AuthFrame>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router-dom';
import { useEmailConfirm } from '../../../features/users/hooks/use-email-confirm';
import { usersJa } from '../../../shared/i18n/users.ja';
import { useDocumentTitle, useOwnership } from '../../brand';
import { loginPath } from '../../paths';
import { AuthFrame } from './auth-frame';

const t = usersJa.emailConfirm;

// The page an e-mail change mail links to (?token=…): opening it applies the new address, once. Public: the link may
// be opened on another device, signed in or not.
export const EmailConfirmScreen = () => {
  const ownership = useOwnership();
  const [params] = useSearchParams();
  const result = useEmailConfirm(params.get('token') ?? '');
  useDocumentTitle(t.title);

  let body;
  if (result.state === 'running') {
    body = (
      <chakra.p role="status" aria-busy="true">
        {t.running}
      </chakra.p>
    );
  } else if (result.state === 'done') {
    body = (
      <chakra.p role="status" color="success" fontWeight="bold" data-testid="email-confirm-done">
        {t.done}
      </chakra.p>
    );
  } else {
    body = (
      <chakra.p role="alert" color="danger" fontWeight="bold" data-testid="email-confirm-error">
        {result.state === 'missing' ? t.noToken : (result.message ?? t.invalid)}
      </chakra.p>
    );
  }
  return (
    <AuthFrame ownership={ownership} title={t.title}>
      {body}
      {result.state === 'running' ? null : (
        <Box mt="4" textAlign="center">
          <chakra.a asChild fontSize="sm" color="var(--brand)" textDecoration="underline">
            <Link to={loginPath(ownership)}>{t.toLogin}</Link>
          </chakra.a>
        </Box>
      )}
    </AuthFrame>
  );
};

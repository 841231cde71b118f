import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useExchangeImpersonationLinkMutation } from '../../../features/auth/auth.api';
import { ja } from '../../../shared/i18n/ja';
import { signedIn } from '../../../state/session.slice';
import { useAppDispatch } from '../../../store/hooks';
import { useDocumentTitle } from '../../brand';
import { paths } from '../../paths';

// Exchanges a one-time link for a session of the target user, then goes home.
export const ImpersonateScreen = () => {
  const { token = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [exchange] = useExchangeImpersonationLinkMutation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useDocumentTitle(ja.title.impersonate);
  useEffect(() => {
    // The link is single-use: a second POST (React's development double effect) would burn it.
    if (started.current) return;
    started.current = true;
    exchange({ token })
      .unwrap()
      .then((result) => {
        dispatch(signedIn(result.data.user_infomation));
        navigate(paths.home, { replace: true });
      })
      .catch(() => setFailed(true));
  }, [dispatch, exchange, navigate, token]);
  return (
    <Box as="main" p="6" textAlign="center">
      <chakra.h1 fontSize="xl" fontWeight="bold" mb="4">
        {ja.title.impersonate}
      </chakra.h1>
      {failed ? (
        <>
          <chakra.p role="alert" color="danger" mb="4" data-testid="impersonate-error">
            {ja.auth.impersonateInvalid}
          </chakra.p>
          <chakra.a asChild color="var(--brand)" textDecoration="underline">
            <Link to={paths.login}>{ja.auth.backToLogin}</Link>
          </chakra.a>
        </>
      ) : (
        <chakra.p role="status">{ja.auth.impersonateRunning}</chakra.p>
      )}
    </Box>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { ja } from '../../../shared/i18n/ja';
import { useDocumentTitle } from '../../brand';
import { paths } from '../../paths';

export const NotFoundContent = () => {
  useDocumentTitle(ja.title.notFound);
  return (
    <Box textAlign="center" py="12" data-testid="not-found">
      <chakra.h1 fontSize="2xl" fontWeight="bold" mb="4">
        {ja.title.notFound}
      </chakra.h1>
      <chakra.p mb="6">{ja.notFound.message}</chakra.p>
      <chakra.a asChild color="var(--brand)" textDecoration="underline" fontWeight="bold">
        <Link to={paths.home}>{ja.common.backHome}</Link>
      </chakra.a>
    </Box>
  );
};

// Inside the shell (which supplies <main>).
export const NotFoundScreen = () => <NotFoundContent />;

// Outside the shell: a public path that leads nowhere (for example a malformed impersonation link).
export const StandaloneNotFoundScreen = () => (
  <Box as="main" p="4">
    <NotFoundContent />
  </Box>
);

import { Box, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Ownership } from '../../../shared/access/access-rules';
import { ja } from '../../../shared/i18n/ja';
import { loadStoredLogo } from '../../../shared/storage/session-storage';

// The branded frame of the login and password pages: each ownership has its own name, colour and optional logo.
export const AuthFrame = ({ ownership, title, children }: { ownership: Ownership; title: string; children: ReactNode }) => {
  const logo = loadStoredLogo();
  const brand = ja.brand[ownership];
  return (
    <Box minH="100vh" display="flex" flexDirection="column" alignItems="center" justifyContent="center" p="4" data-ownership={ownership}>
      <chakra.header textAlign="center" mb="6">
        {logo ? <chakra.img src={logo} alt={brand.product} maxH="16" mx="auto" mb="2" /> : null}
        <chakra.p fontSize="2xl" fontWeight="bold" color="var(--brand)" data-testid="brand-name">
          {brand.product}
        </chakra.p>
      </chakra.header>
      <Box as="main" width="100%" maxW="420px" bg="surface" borderRadius="md" p={{ base: '5', md: '8' }} boxShadow="0 2px 12px rgba(0,0,0,0.08)">
        <chakra.h1 fontSize="xl" fontWeight="bold" mb="6" textAlign="center">
          {title}
        </chakra.h1>
        {children}
      </Box>
    </Box>
  );
};

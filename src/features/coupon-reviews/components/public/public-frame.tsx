import { Box, chakra } from '@chakra-ui/react';
import { useEffect, type ReactNode } from 'react';

// The customer's pages belong to the store, not to the console: no shell, no product name or logo, and a neutral
// colour in place of the ownership's brand colour. Mobile first (375 px), centred on wider screens.
const neutral = { '--brand': '#2d3748', '--brand-dark': '#1a202c', '--brand-soft': '#edf2f7' } as const;

interface PublicFrameProps {
  /** The store's name, shown above the card; empty while loading or when unknown. */
  storeName?: string;
  /** The browser tab's title. */
  documentTitle: string;
  children: ReactNode;
}

export const PublicFrame = ({ storeName, documentTitle, children }: PublicFrameProps) => {
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  return (
    <Box minH="100vh" bg="canvas" px="3" py="6" css={neutral}>
      <Box as="main" maxW="480px" mx="auto">
        {storeName ? (
          <chakra.p textAlign="center" fontWeight="bold" fontSize="lg" mb="3" wordBreak="break-word" data-testid="public-store-name">
            {storeName}
          </chakra.p>
        ) : null}
        <Box bg="surface" borderRadius="md" p={{ base: '4', md: '6' }} boxShadow="0 2px 12px rgba(0,0,0,0.08)">
          {children}
        </Box>
      </Box>
    </Box>
  );
};

/** The compliance sentence (docs/providers.md), on both public pages. */
export const ComplianceNote = ({ text }: { text: string }) => (
  <chakra.p fontSize="sm" bg="canvas" borderRadius="md" p="3" my="4" data-testid="coupon-compliance">
    {text}
  </chakra.p>
);

/** A plain message in place of the page: unknown link, page closed, loading. */
export const PublicMessage = ({ text, busy = false }: { text: string; busy?: boolean }) => (
  <chakra.p textAlign="center" py="6" role={busy ? 'status' : 'alert'} aria-busy={busy || undefined} data-testid="public-message">
    {text}
  </chakra.p>
);

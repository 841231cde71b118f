import { Box, chakra } from '@chakra-ui/react';
import { ja } from '../shared/i18n/ja';

export const LoadingOverlay = () => (
  <Box
    position="fixed"
    inset="0"
    zIndex="overlay"
    bg="rgba(255,255,255,0.85)"
    display="flex"
    alignItems="center"
    justifyContent="center"
    role="status"
    aria-live="polite"
    data-testid="loading-overlay"
  >
    <chakra.span fontSize="lg" fontWeight="bold" color="ink">
      {ja.common.loading}
    </chakra.span>
  </Box>
);

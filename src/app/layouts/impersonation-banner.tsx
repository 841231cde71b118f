import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../components/button';
import { supportJa } from '../../shared/i18n/support.ja';
import type { SessionUser } from '../../shared/storage/session-storage';
import { displayCorporateName } from './header';

interface ImpersonationBannerProps {
  user: SessionUser;
  onEnd: () => void;
}

const b = supportJa.banner;

// Shown on every signed-in page while the session is an impersonation, so support staff never mistake the user's
// console for their own. Ending it is a logout: the impersonated session is revoked on the server. A named region
// (not a live region) so it is announced when reached without interrupting on every page load. The header renders
// it inside its sticky box, so it stays in view while the page scrolls.
export const ImpersonationBanner = ({ user, onEnd }: ImpersonationBannerProps) => {
  if (!user.is_impersonate) return null;
  return (
    <Box
      as="section"
      aria-label={b.label}
      data-testid="impersonation-banner"
      bg="danger"
      color="white"
      px={{ base: '3', md: '4' }}
      py="2"
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      columnGap="3"
      rowGap="2"
    >
      <chakra.p flex="1 1 12rem" minW="0" fontSize="sm" fontWeight="bold" overflowWrap="anywhere">
        {b.actingBy(user.impersonated_by ?? null)} {displayCorporateName(user.corporate_name)}{' '}
        {/* keep-all: the name may still break at its space, but 「様」 never starts a line on its own. */}
        <chakra.span wordBreak="keep-all" data-testid="impersonation-user">
          {b.honoured(user.user_name)}
        </chakra.span>{' '}
        {b.actingTail}
      </chakra.p>
      <Button size="sm" variant="outline" flexShrink={0} onClick={onEnd}>
        {b.end}
      </Button>
    </Box>
  );
};

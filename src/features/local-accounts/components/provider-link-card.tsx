import { Box, chakra } from '@chakra-ui/react';
import { Button } from '../../../components/button';
import { formatDateTime } from '../../../shared/formats/formats';
import { ja } from '../../../shared/i18n/ja';
import type { ListingProviderName, ProviderTokenState } from '../local-accounts.api';

interface ProviderLinkCardProps {
  provider: ListingProviderName;
  state: ProviderTokenState;
  busy: boolean;
  onLink: () => void;
  onRenew: () => void;
  onSync: () => void;
}

const t = ja.links;

// One provider's connection: its token state and the link, renew and sync actions.
export const ProviderLinkCard = ({ provider, state, busy, onLink, onRenew, onSync }: ProviderLinkCardProps) => (
  <Box
    as="article"
    flex="1 1 18rem"
    borderWidth="1px"
    borderStyle="solid"
    borderColor="line"
    borderRadius="md"
    p="4"
    data-testid={`link-card-${provider}`}
  >
    <chakra.h3 fontSize="md" fontWeight="bold" mb="2">
      {t.provider[provider]}
    </chakra.h3>
    <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" fontSize="sm" mb="3">
      <chakra.dt fontWeight="bold">{ja.links.accounts}</chakra.dt>
      <chakra.dd m="0" color={state.status === 'expired' ? 'danger' : 'ink'} data-testid={`link-status-${provider}`}>
        {t.status[state.status]}
      </chakra.dd>
      {state.account_label ? (
        <>
          <chakra.dt fontWeight="bold">{t.accountLabel}</chakra.dt>
          <chakra.dd m="0" wordBreak="break-all">
            {state.account_label}
          </chakra.dd>
        </>
      ) : null}
      {state.linked_at ? (
        <>
          <chakra.dt fontWeight="bold">{t.linkedAt}</chakra.dt>
          <chakra.dd m="0">{formatDateTime(state.linked_at)}</chakra.dd>
        </>
      ) : null}
    </chakra.dl>
    <Box display="flex" flexWrap="wrap" gap="2">
      <Button size="sm" disabled={busy} onClick={onLink}>
        {provider === 'google' ? t.linkGoogle : t.linkYahoo}
      </Button>
      {state.status === 'none' ? null : (
        <>
          <Button size="sm" variant="outline" disabled={busy} onClick={onRenew} aria-label={`${t.provider[provider]} ${t.renew}`}>
            {t.renew}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={busy || state.status === 'expired'}
            onClick={onSync}
            aria-label={`${t.provider[provider]} ${t.sync}`}
          >
            {t.sync}
          </Button>
        </>
      )}
    </Box>
  </Box>
);

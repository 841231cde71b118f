import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ja } from '../../../shared/i18n/ja';
import {
  useCheckOauthTokenQuery,
  useCreateAuthenticationLinkMutation,
  useSyncLocalAccountsMutation,
  type ListingProviderName,
} from '../local-accounts.api';
import { ProviderLinkCard } from './provider-link-card';

interface LinkAccountsPanelProps {
  // Leaves the console for the provider's consent page; injectable so tests can observe it.
  navigate: (url: string) => void;
}

export const LinkAccountsPanel = ({ navigate }: LinkAccountsPanelProps) => {
  const headingId = useId();
  const token = useCheckOauthTokenQuery();
  const [createLink, linking] = useCreateAuthenticationLinkMutation();
  const [sync, syncing] = useSyncLocalAccountsMutation();
  const [renewal, setRenewal] = useState<{ message: string; url: string } | null>(null);

  const start = async (provider: ListingProviderName, renew: boolean) => {
    try {
      const answer = await createLink({ authenticationLinkRequest: { provider, renew } }).unwrap();
      if (renew && answer.message) setRenewal({ message: answer.message, url: answer.data.url });
      else navigate(answer.data.url);
    } catch {
      // The error dialog shows the failure.
    }
  };

  const data = token.data?.data;
  const busy = linking.isLoading || syncing.isLoading;
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {ja.links.accounts}
      </chakra.h2>
      {data ? (
        <>
          <chakra.p fontSize="sm" mb="3" data-testid="linked-count">
            {ja.links.linkedCount(data.linked_count, data.contracted_linkage_count)}
          </chakra.p>
          <Box display="flex" flexWrap="wrap" gap="4">
            {(['google', 'yahoo'] as const).map((provider) => (
              <ProviderLinkCard
                key={provider}
                provider={provider}
                state={data[provider]}
                busy={busy}
                onLink={() => void start(provider, false)}
                onRenew={() => void start(provider, true)}
                onSync={() =>
                  void sync({ syncLocalAccountsRequest: { provider } })
                    .unwrap()
                    .catch(() => undefined)
                }
              />
            ))}
          </Box>
        </>
      ) : (
        <Box aria-busy="true" minH="20" />
      )}
      {renewal ? (
        <Modal
          title={ja.links.renew}
          onClose={() => setRenewal(null)}
          footer={
            <Button onClick={() => navigate(renewal.url)} data-testid="renew-continue">
              {ja.common.ok}
            </Button>
          }
        >
          <chakra.p data-testid="renew-message">{renewal.message}</chakra.p>
        </Modal>
      ) : null}
    </chakra.section>
  );
};

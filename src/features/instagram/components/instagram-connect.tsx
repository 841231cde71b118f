import { Box, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { Button } from '../../../components/button';
import { instagramJa as t } from '../../../shared/i18n/instagram.ja';
import { useCreateInstagramAuthorizationLinkMutation, type InstagramAccount } from '../instagram.api';

interface InstagramConnectProps {
  account: InstagramAccount | null;
  /** The setting being edited: Instagram then sends the browser back to its edit screen. */
  settingId?: number;
  connecting: boolean;
  problem: string | null;
  /** Leaves the console for Instagram's consent page. */
  navigate: (url: string) => void;
}

// The connected account, or the button that starts the consent at Instagram (the editor's values are not kept
// across the round trip, so the account comes first).
export const InstagramConnect = ({ account, settingId, connecting, problem, navigate }: InstagramConnectProps) => {
  const headingId = useId();
  const [startLink, link] = useCreateInstagramAuthorizationLinkMutation();
  const start = async () => {
    const answer = await startLink({ instagramAuthorizationLinkRequest: settingId === undefined ? {} : { setting_id: settingId } }).unwrap();
    navigate(answer.data.url);
  };
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="4">
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="2">
        {t.connectHeading}
      </chakra.h2>
      {problem ? (
        <chakra.p role="alert" color="danger" mb="2">
          {problem}
        </chakra.p>
      ) : null}
      {connecting ? (
        <chakra.p role="status" aria-busy="true" mb="2">
          {t.connecting}
        </chakra.p>
      ) : (
        <chakra.p mb="2" fontWeight={account ? 'bold' : undefined} data-testid="instagram-account" wordBreak="break-all">
          {account ? t.connectedAs(account.username) : t.notConnected}
        </chakra.p>
      )}
      <chakra.p fontSize="sm" color="muted" mb="3">
        {t.connectNote}
      </chakra.p>
      <Box display="flex" justifyContent="flex-start">
        <Button variant={account ? 'outline' : 'solid'} disabled={link.isLoading || connecting} onClick={() => void start().catch(() => undefined)}>
          {account ? t.reconnect : t.connect}
        </Button>
      </Box>
    </chakra.section>
  );
};

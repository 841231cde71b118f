import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../components/button';
import type { ListingProviderName } from '../business-menus.api';
import { businessMenusJa } from '../business-menus.ja';
import type { MenuStore } from '../model/menu-stores';

const t = businessMenusJa.import;

interface ImportButtonsProps {
  store: MenuStore;
  /** Resolves true when the provider's data filled the form; refusals and empty answers have opened their dialog. */
  onImport: (provider: ListingProviderName, key: string) => Promise<boolean>;
}

// 「Googleから取り込む」「Yahoo!から取り込む」 for the providers the store is linked to. The server decides whether an
// import is allowed (not while automatic reflection is on), and its refusal is shown in the default error dialog.
export const ImportButtons = ({ store, onImport }: ImportButtonsProps) => {
  const [busy, setBusy] = useState<ListingProviderName | null>(null);
  const [done, setDone] = useState(false);
  const run = async (provider: ListingProviderName, key: string) => {
    setBusy(provider);
    setDone(false);
    try {
      setDone(await onImport(provider, key));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Box mb="4">
      <Box display="flex" flexWrap="wrap" gap="2">
        {store.googleKey ? (
          <Button variant="outline" disabled={busy !== null} onClick={() => void run('google', store.googleKey ?? '')}>
            {busy === 'google' ? t.importing : t.google}
          </Button>
        ) : null}
        {store.yahooKey ? (
          <Button variant="outline" disabled={busy !== null} onClick={() => void run('yahoo', store.yahooKey ?? '')}>
            {busy === 'yahoo' ? t.importing : t.yahoo}
          </Button>
        ) : null}
      </Box>
      <chakra.p role="status" fontSize="sm" mt="2">
        {done ? t.done : ''}
      </chakra.p>
    </Box>
  );
};

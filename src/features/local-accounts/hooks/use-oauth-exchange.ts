import { useEffect, useRef } from 'react';
import { readApiError } from '../../../store/api-error';
import { useCompleteGoogleOauthMutation, useCompleteYahooOauthMutation, type ListingProviderName } from '../local-accounts.api';

// Hands the provider's code and state to the server exactly once (the state is single-use, so a second call in
// React's development double-effect would be refused) and answers the linkable locations.
export const useOauthExchange = (provider: ListingProviderName, code: string | null, state: string | null) => {
  const [completeGoogle, google] = useCompleteGoogleOauthMutation();
  const [completeYahoo, yahoo] = useCompleteYahooOauthMutation();
  const started = useRef(false);
  const missing = !code || !state;

  useEffect(() => {
    if (missing || started.current) return;
    started.current = true;
    const oauthCallbackRequest = { code, state };
    void (provider === 'google' ? completeGoogle({ oauthCallbackRequest }) : completeYahoo({ oauthCallbackRequest }));
  }, [missing, code, state, provider, completeGoogle, completeYahoo]);

  const result = provider === 'google' ? google : yahoo;
  return {
    missing,
    isLoading: !missing && !result.isError && !result.data,
    data: result.data?.data ?? null,
    errorMessage: result.isError ? (readApiError(result.error).body.message ?? null) : null,
    isError: result.isError,
  };
};

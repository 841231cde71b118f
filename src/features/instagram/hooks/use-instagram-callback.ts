import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCompleteInstagramAuthorizationMutation } from '../instagram.api';

// Instagram sends the browser back to the editor with ?code=…&state=… (or ?error=… when the user cancelled). The
// code is handed to the server exactly once (the state is single-use, so React's development double-effect must not
// send it twice), then the query is dropped so a reload does not try again.
export const useInstagramCallback = () => {
  const [params, setParams] = useSearchParams();
  const [complete, result] = useCompleteInstagramAuthorizationMutation();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error') !== null;

  useEffect(() => {
    if (!code || !state || started.current) return;
    started.current = true;
    void complete({ instagramAuthorizationCallbackRequest: { code, state } });
    setParams({}, { replace: true });
  }, [code, state, complete, setParams]);

  return {
    denied,
    connecting: result.isLoading,
    failed: result.isError,
    account: result.data?.data ?? null,
  };
};

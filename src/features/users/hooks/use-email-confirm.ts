import { useEffect, useRef } from 'react';
import { readApiError } from '../../../store/api-error';
import { useConfirmOwnEmailMutation } from '../users.api';

export type EmailConfirmState = { state: 'missing' } | { state: 'running' } | { state: 'done' } | { state: 'failed'; message: string | null };

// Sends the mailed link's token exactly once: the token is single-use, so a second POST (React's development double
// effect) would be refused and turn a success into "invalid link".
export const useEmailConfirm = (token: string): EmailConfirmState => {
  const [confirm, result] = useConfirmOwnEmailMutation();
  const started = useRef(false);
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void confirm({ emailConfirmRequest: { token } });
  }, [confirm, token]);

  if (!token) return { state: 'missing' };
  if (result.isSuccess) return { state: 'done' };
  if (result.isError) {
    // A refusal names the token field (the address was taken meanwhile) or only says why (used or expired link).
    const { body } = readApiError(result.error);
    const fieldMessage = body.errors ? Object.values(body.errors).flat()[0] : undefined;
    return { state: 'failed', message: fieldMessage ?? body.message ?? null };
  }
  return { state: 'running' };
};

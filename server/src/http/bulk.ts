import type { components } from '../generated/openapi';
import { DomainError } from './errors';
import { messagesJa } from './messages.ja';

export type BulkResultLine = components['schemas']['BulkResultLine'];
export type BulkResultBody = components['schemas']['BulkResultBody'];

/** What one store's step reports when it neither succeeded nor failed (e.g. nothing to change). */
export class BulkSkip {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

export interface RunBulkOptions {
  /**
   * Stores processed at once. Provider writes are limited per profile and per project (10 edits/min per profile,
   * 300 calls/min per project), so a bulk run never fans out wider than this; the limiter paces the rest.
   */
  concurrency?: number;
  /** Unexpected errors are logged with the store's key and answered as a generic failed line. */
  onUnexpected?: (error: unknown, localAccountId: string) => void;
}

const lineOf = async (localAccountId: string, step: () => Promise<BulkSkip | void>, onUnexpected?: RunBulkOptions['onUnexpected']): Promise<BulkResultLine> => {
  try {
    const outcome = await step();
    if (outcome instanceof BulkSkip) return { local_account_id: localAccountId, status: 'skipped', code: outcome.code, message: outcome.message };
    return { local_account_id: localAccountId, status: 'succeeded' };
  } catch (error) {
    // A domain error is the answer the single-store operation would give; anything else must not leak its text.
    if (error instanceof DomainError) return { local_account_id: localAccountId, status: 'failed', code: error.code, message: error.message };
    onUnexpected?.(error, localAccountId);
    return { local_account_id: localAccountId, status: 'failed', code: 'internal_error', message: messagesJa.internalError };
  }
};

const summary = (succeeded: number, failed: number, skipped: number): string => {
  if (failed === 0) return messagesJa.bulk.allSucceeded(succeeded + skipped);
  if (succeeded === 0 && skipped === 0) return messagesJa.bulk.allFailed(failed);
  return messagesJa.bulk.partial(succeeded + skipped, failed);
};

/**
 * Applies one step to many stores independently and answers the contract's bulk shape: one line per store in the
 * order given (a store named twice is processed once), so a partial failure never hides which stores still need work.
 */
export const runBulk = async (
  localAccountIds: readonly string[],
  step: (localAccountId: string) => Promise<BulkSkip | void>,
  options: RunBulkOptions = {},
): Promise<BulkResultBody> => {
  const ids = [...new Set(localAccountIds)];
  const results: BulkResultLine[] = new Array(ids.length);
  const width = Math.max(1, Math.min(options.concurrency ?? 4, ids.length));
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      results[index] = await lineOf(ids[index], () => step(ids[index]), options.onUnexpected);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  const count = (status: BulkResultLine['status']) => results.filter((r) => r.status === status).length;
  const [succeeded, failed, skipped] = [count('succeeded'), count('failed'), count('skipped')];
  return { message: summary(succeeded, failed, skipped), succeeded, failed, skipped, results };
};

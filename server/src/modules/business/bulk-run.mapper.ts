import type { components } from '../../generated/openapi';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { PlannedLine } from './bulk-plan';
import { bulkMessagesJa as m } from './bulk-run.messages.ja';
import type { BulkAccount, BulkResultRow, RunCounts, RunWithUser } from './bulk-runs.repository';

type Schemas = components['schemas'];
export type BulkRunStatus = Schemas['BulkRunStatus'];

/** A run is running while a line waits for its store or its provider; then done, with failures or not. */
export const statusOf = (counts: RunCounts): BulkRunStatus => (counts.pending > 0 ? 'running' : counts.failed > 0 ? 'done_with_failures' : 'done');

export function toBulkRun({ run, userName }: RunWithUser, counts: RunCounts): Schemas['BulkRun'] {
  return {
    id: run.id,
    status: statusOf(counts),
    scope: run.scope,
    changes: run.changes,
    // The lines the run was created with: counts are read from them, so the two agree.
    total: run.total,
    succeeded: counts.succeeded,
    failed: counts.failed,
    skipped: counts.skipped,
    pending: counts.pending,
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt ? run.finishedAt.toISOString() : null,
    user_name: userName,
  };
}

export function toPreviewLine(account: BulkAccount, line: PlannedLine): Schemas['BulkPreviewLine'] {
  return {
    local_account_id: toAccountKey(line.provider, line.localAccountId),
    store_id: account.storeId,
    store_name: account.storeName,
    provider: line.provider,
    fields: line.fields,
    before: line.before,
    after: line.after,
    skipped_reason: line.skippedReason,
  };
}

export function toBulkResult(row: BulkResultRow): Schemas['BulkRunResult'] {
  return {
    local_account_id: toAccountKey(row.line.provider, row.line.localAccountId),
    store_id: row.line.storeId,
    store_name: row.storeName,
    provider: row.line.provider,
    status: row.status,
    fields: row.line.fields,
    error: row.line.state === 'unchanged' ? m.noChange : row.error,
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

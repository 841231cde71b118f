import { DateTime } from 'luxon';
import { TOKYO } from '../../../../src/shared/dates/zone';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import type { StoredFile } from '../../storage/file-storage';
import { withScopeParam } from '../../tenancy/account-scope';
import { exportsRunJob } from './exports.jobs';
import { exportsMessagesJa } from './exports.messages.ja';
import { isExpired, toDataFile } from './exports.mapper';
import { findOwnExport, insertExport, listOwnExports, requeueFailedExport, type OwnerScope } from './exports.repository';
import type { ExportFormat, ExportKind } from './exports.table';

// Files belong to the user who asked for them (within their company): another user of the same company, or of
// another company, gets 404 as if the file did not exist.
const scopeOf = (auth: AuthContext): OwnerScope => ({ userId: auth.user.id, companyId: auth.company.id });

// Not sent (no workers in this process) or the send failed: the row stays queued and the exports.run sweep takes it.
const dispatch = (deps: Deps, exportId: number) => exportsRunJob.send(deps, { exportId });

export interface ExportOrder {
  kind: ExportKind;
  format: ExportFormat;
  /** The file's Japanese title; the name becomes <title>_<yyyyMMdd>.<format>. */
  title: string;
  /** The list's filters, handed to the kind's writer as ExportRequest.params. */
  params?: Record<string, unknown>;
}

/**
 * Queues any kind of data file for the actor; the writer of its kind (export-writers.ts) produces it in the job. The
 * writer has no session, so a store user's stores travel in the params (account_scope) for it to keep to.
 */
export async function queueExport(deps: Deps, auth: AuthContext, order: ExportOrder) {
  const now = deps.clock.now();
  const day = DateTime.fromJSDate(now).setZone(TOKYO).toFormat('yyyyMMdd');
  const row = await insertExport(deps.db, {
    ...scopeOf(auth),
    kind: order.kind,
    format: order.format,
    fileName: `${order.title}_${day}.${order.format}`,
    params: auth.accountScope === null ? (order.params ?? null) : withScopeParam(order.params ?? {}, auth.accountScope),
    createdAt: now,
  });
  await dispatch(deps, row.id);
  return { message: exportsMessagesJa.running, data: { id: row.id, status: row.status } };
}

export const requestStoreListExport = (deps: Deps, auth: AuthContext, format: ExportFormat) =>
  queueExport(deps, auth, { kind: 'store_list', format, title: exportsMessagesJa.storeList.title });

export async function listDataFiles(deps: Deps, auth: AuthContext, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listOwnExports(deps.db, scopeOf(auth), { limit, offset });
  const now = deps.clock.now();
  return { data: rows.map((row) => toDataFile(row, now)), pagination: toPagination(page, pageSize, total) };
}

export async function openDataFile(deps: Deps, auth: AuthContext, id: number): Promise<StoredFile & { fileName: string }> {
  const row = await findOwnExport(deps.db, id, scopeOf(auth));
  if (!row) throw notFound();
  if (row.status !== 'completed') throw new DomainError('export_not_ready', 409, exportsMessagesJa.notReady);
  if (isExpired(row, deps.clock.now()) || !row.fileKey) throw new DomainError('export_expired', 410, exportsMessagesJa.expired);
  const file = await deps.storage.get(row.fileKey);
  if (!file) throw new DomainError('export_file_missing', 410, exportsMessagesJa.fileMissing);
  return { ...file, fileName: row.fileName };
}

export async function retryDataFile(deps: Deps, auth: AuthContext, id: number) {
  const scope = scopeOf(auth);
  const row = await requeueFailedExport(deps.db, id, scope);
  if (!row) {
    if (!(await findOwnExport(deps.db, id, scope))) throw notFound();
    throw new DomainError('export_not_retryable', 409, exportsMessagesJa.notRetryable);
  }
  await dispatch(deps, row.id);
  return { message: exportsMessagesJa.retried, data: toDataFile(row, deps.clock.now()) };
}

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { staleBefore, whileClaimed } from '../../jobs/intents';
import { defineSweptJob, idPayload } from '../../jobs/swept-job';
import { exportChannel, type ExportEvent } from '../../realtime/broadcaster';
import { users } from '../../tenancy/tenancy.table';
import { contentTypes, exportWriters } from './export-writers';
import { exportsMessagesJa } from './exports.messages.ja';
import {
  claimExport,
  clearFileKeys,
  completeExport,
  exportIntents,
  failExport,
  findExpiredStoredExports,
  findExportsToSweep,
} from './exports.repository';
import type { ExportFileRow } from './exports.table';

export const EXPORTS_RUN = 'exports.run';
/** A queued row younger than this may still have its send on the way; the sweep leaves it to that send. */
const SWEEP_QUEUED_AFTER_MS = 30_000;
const SWEEP_BATCH = 20;

export const downloadUrlOf = (id: number): string => `/api/data-files/${id}`;

// Reports (spec: insight and access reports) are announced as reports whatever their format; other data files by format.
const REPORT_KINDS: ReadonlySet<ExportFileRow['kind']> = new Set(['insight_report', 'yahoo_report', 'client_report']);

const eventOf = (row: ExportFileRow, outcome: 'Completed' | 'Failed'): ExportEvent =>
  row.format === 'xlsx' && !REPORT_KINDS.has(row.kind) ? `ExportExcel${outcome}` : `ExportReport${outcome}`;

async function publish(deps: Deps, row: ExportFileRow, outcome: 'Completed' | 'Failed', message: string) {
  const [user] = await deps.db.select({ dispUserId: users.dispUserId }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) return;
  await deps.broadcaster.publish({ channel: exportChannel(user.dispUserId), event: eventOf(row, outcome), data: { message } });
}

/**
 * Writes one data file. Only a queued row is taken (claimExport), so a job delivered twice, or one for an export
 * that already completed or failed, does nothing. A failure ends in the failed state with a Japanese message and is
 * not rethrown: pg-boss retrying would find nothing queued, and the user retries from the file list instead.
 * The claim is renewed while the file is written, so only a dead worker's export is taken again by the sweep.
 */
export async function runExport(deps: Deps, exportId: number): Promise<ExportFileRow | null> {
  const claimed = await claimExport(deps.db, exportId, deps.clock.now());
  if (!claimed) return null;
  return whileClaimed(deps, exportIntents, claimed, () => write(deps, claimed));
}

async function write(deps: Deps, claimed: ExportFileRow): Promise<ExportFileRow | null> {
  try {
    const bytes = await exportWriters[claimed.kind](deps.db, {
      companyId: claimed.companyId,
      format: claimed.format,
      generatedAt: deps.clock.now(),
      params: claimed.params ?? {},
    });
    const fileKey = `exports/${claimed.companyId}/${claimed.id}-${randomUUID()}.${claimed.format}`;
    const { size } = await deps.storage.put(fileKey, bytes, contentTypes[claimed.format]);
    const completedAt = deps.clock.now();
    const expiresAt = new Date(completedAt.getTime() + deps.config.exportTtlSeconds * 1000);
    const done = await completeExport(deps.db, claimed, { fileKey, size, completedAt, expiresAt });
    if (!done) {
      // The sweep took the row again (this run looked dead); that run writes its own file.
      await deps.storage.delete(fileKey);
      return null;
    }
    await publish(deps, done, 'Completed', downloadUrlOf(done.id));
    return done;
  } catch (error) {
    deps.logger.error({ err: error, exportId: claimed.id }, 'export failed');
    const failed = await failExport(deps.db, claimed, exportsMessagesJa.failed, deps.clock.now());
    if (failed) await publish(deps, failed, 'Failed', exportsMessagesJa.failed);
    return failed;
  }
}

/** The cron run: exports nobody dispatched or whose worker died, and the files of expired exports. */
export async function sweepExports(deps: Deps): Promise<{ ran: number; purged: number }> {
  const now = deps.clock.now().getTime();
  const ids = await findExportsToSweep(deps.db, new Date(now - SWEEP_QUEUED_AFTER_MS), staleBefore(deps), SWEEP_BATCH);
  for (const id of ids) await runExport(deps, id);
  const expired = await findExpiredStoredExports(deps.db, new Date(now), 100);
  for (const file of expired) if (file.fileKey) await deps.storage.delete(file.fileKey);
  await clearFileKeys(
    deps.db,
    expired.map((f) => f.id),
  );
  return { ran: ids.length, purged: expired.length };
}

const exportIdOf = idPayload('exportId');

// Sent with { exportId } by the request; the schedule (no data) is the sweep that makes sure none is left behind.
export const exportsRunJob = defineSweptJob({
  name: EXPORTS_RUN,
  parse: exportIdOf,
  runOne: (deps, { exportId }) => runExport(deps, exportId),
  sweep: sweepExports,
});

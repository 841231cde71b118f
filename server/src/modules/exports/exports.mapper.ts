import { toJstDateTime } from '../../formats';
import { downloadUrlOf } from './exports.jobs';
import type { ExportFileRow } from './exports.table';

export const isExpired = (row: Pick<ExportFileRow, 'expiresAt'>, now: Date): boolean =>
  row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

export const toDataFile = (row: ExportFileRow, now: Date) => {
  const expired = isExpired(row, now);
  return {
    id: row.id,
    kind: row.kind,
    format: row.format,
    status: row.status,
    file_name: row.fileName,
    size: row.size,
    error_message: row.errorMessage,
    attempts: row.attempts,
    created_at: toJstDateTime(row.createdAt),
    completed_at: row.completedAt ? toJstDateTime(row.completedAt) : null,
    expires_at: row.expiresAt ? toJstDateTime(row.expiresAt) : null,
    is_expired: expired,
    download_url: row.status === 'completed' && !expired ? downloadUrlOf(row.id) : null,
  };
};

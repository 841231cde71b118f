import type { Deps } from '../../deps';
import { toJstDateTime } from '../../formats';
import { pageWindow, toPagination } from '../../http/pagination';
import { countAuditRows, listAuditRows, type AuditRow } from './audit.repository';

export const AUDIT_COUNT_CAP = 10_000;

const toItem = (row: AuditRow) => ({
  id: row.id,
  actor_name: row.actorName,
  actor_email: row.actorEmail,
  subject_name: row.subjectName,
  subject_email: row.subjectEmail,
  subject_corporate_name: row.subjectCorporateName,
  operation_id: row.operationId,
  method: row.method,
  path: row.path,
  status_code: row.statusCode,
  created_at: toJstDateTime(row.createdAt),
});

export async function listAuditLogs(deps: Pick<Deps, 'db'>, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const [rows, total] = await Promise.all([listAuditRows(deps.db, { limit, offset }), countAuditRows(deps.db, AUDIT_COUNT_CAP)]);
  return { data: rows.map(toItem), pagination: toPagination(page, pageSize, total, AUDIT_COUNT_CAP) };
}

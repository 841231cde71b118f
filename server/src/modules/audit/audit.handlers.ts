import type { ModuleHandlers } from '../../http/handler-types';
import { listAuditLogs } from './audit.service';

export const auditHandlers: ModuleHandlers<'listAuditLogs'> = {
  listAuditLogs: async ({ deps, query }) => listAuditLogs(deps, query),
};

import { generatedApi } from '../../api/generated/audit.gen';

export type { ListAuditLogsApiResponse } from '../../api/generated/audit.gen';

export const auditApi = generatedApi;

export const { useListAuditLogsQuery } = auditApi;

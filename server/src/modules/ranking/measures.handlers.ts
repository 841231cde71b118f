import { requireAuth, type ModuleHandlers } from '../../http/handler-types';
import { attachmentDisposition } from '../exports/content-disposition';
import { getMeasureContract } from './measure-contract.service';
import { exportMeasures, importMeasures, XLSX_TYPE } from './measure-file.service';
import { geocodeMeasurePoint } from './measure-point.service';
import { createMeasures, deleteMeasure, getMeasure, listMeasures, updateMeasure, updateMeasureStatus } from './measures.service';

type MeasureOperation =
  | 'listMeasures'
  | 'createMeasures'
  | 'getMeasure'
  | 'updateMeasure'
  | 'deleteMeasure'
  | 'updateMeasureStatus'
  | 'getMeasureContract'
  | 'geocodeMeasurePoint'
  | 'exportMeasures'
  | 'importMeasures';

export const measuresHandlers: ModuleHandlers<MeasureOperation> = {
  listMeasures: async ({ deps, auth, query }) => listMeasures(deps, requireAuth(auth), query),
  createMeasures: async ({ deps, auth, body }) => createMeasures(deps, requireAuth(auth), body),
  getMeasure: async ({ deps, auth, params }) => getMeasure(deps, requireAuth(auth), params.id),
  updateMeasure: async ({ deps, auth, params, body }) => updateMeasure(deps, requireAuth(auth), params.id, body),
  deleteMeasure: async ({ deps, auth, params }) => deleteMeasure(deps, requireAuth(auth), params.id),
  updateMeasureStatus: async ({ deps, auth, params, body }) => updateMeasureStatus(deps, requireAuth(auth), params.id, body.status),
  getMeasureContract: async ({ deps, auth }) => getMeasureContract(deps, requireAuth(auth)),
  geocodeMeasurePoint: async ({ deps, query }) => geocodeMeasurePoint(deps, query),
  exportMeasures: async ({ deps, auth, query, reply }) => {
    const file = await exportMeasures(deps, requireAuth(auth), query);
    reply
      .header('content-type', XLSX_TYPE)
      .header('content-length', String(file.body.length))
      .header('content-disposition', attachmentDisposition(file.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff');
    // A binary answer, not JSON (the typed registry expects JSON, hence the cast).
    return reply.send(file.body) as never;
  },
  // Multipart only: the handler types read JSON bodies, so the validated fields are taken as the contract describes
  // them (the file as the uploaded bytes).
  importMeasures: async ({ deps, auth, body }) => importMeasures(deps, requireAuth(auth), body as unknown as { file: unknown; dry_run?: 'true' | 'false' }),
};

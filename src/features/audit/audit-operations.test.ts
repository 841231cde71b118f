import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { auditOperationJa, auditOperationLabel, unknownAuditOperation } from '../../shared/i18n/audit-operations.ja';

interface Contract {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const contract = JSON.parse(readFileSync(resolve(__dirname, '../../../openapi/dist/openapi.json'), 'utf8')) as Contract;
const operationIds = Object.values(contract.paths).flatMap((item) =>
  Object.values(item).flatMap((op) => (op && typeof op === 'object' && op.operationId ? [op.operationId] : [])),
);

describe('audit operation labels', () => {
  it('reads the operations of the contract', () => {
    expect(operationIds.length).toBeGreaterThan(50);
  });

  it.each(operationIds)('labels %s in Japanese', (operationId) => {
    const label = auditOperationLabel(operationId);
    expect(label).not.toBe(unknownAuditOperation);
    expect(label).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('names no operation the contract does not have', () => {
    expect(Object.keys(auditOperationJa).filter((id) => !operationIds.includes(id))).toEqual([]);
  });

  it('falls back to a plain label for requests outside the contract', () => {
    expect(auditOperationLabel('unknown')).toBe('不明な操作');
  });
});

import { loadContract, type ContractOperation } from './contract';
import type { JsonSchema } from './validation';
import { isIdName } from '../testing/contract-ids';

// The contract tells the truth about failures, so the generated client and anyone reading it know what can come
// back. The statuses each operation can answer follow from its shape: the pipeline in contract-routes.ts answers
// 401 / 403 before validation, 400 / 413 / 415 / 422 while reading input, 404 for an id of another company, and 429
// from the rate limits and busy providers.


const hasIdField = (schema: JsonSchema | null | undefined): boolean => {
  if (!schema) return false;
  const nested = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as JsonSchema[]) : []));
  const props = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  return nested.some(hasIdField) || props.some(([name, child]) => isIdName(name) || hasIdField(child.type === 'array' ? (child.items as JsonSchema) : child));
};

export function expectedStatuses(op: ContractOperation): string[] {
  const inputs = op.parameters.some((p) => p.in === 'path' || p.in === 'query') || op.body !== null;
  const ids = op.parameters.some((p) => p.in === 'path' || (p.in === 'query' && isIdName(p.name))) || hasIdField(op.body?.json) || hasIdField(op.body?.multipart);
  return [
    ...(op.body ? ['400', '413', '415'] : []),
    ...(op.secured ? ['401'] : []),
    ...(op.secured || op.method !== 'GET' ? ['403'] : []),
    ...(ids ? ['404'] : []),
    ...(inputs ? ['422'] : []),
    '429',
  ];
}

it('declares on every operation the error statuses its shape can answer', async () => {
  const missing = (await loadContract())
    .map((op) => [op.operationId, expectedStatuses(op).filter((s) => !op.statuses.includes(s))] as const)
    .filter(([, statuses]) => statuses.length > 0)
    .map(([id, statuses]) => `${id}: ${statuses.join(', ')}`);
  expect(missing).toEqual([]);
});

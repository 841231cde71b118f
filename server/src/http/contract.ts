import fs from 'node:fs';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { isAccessRule, type AccessRule } from '../../../src/shared/access/access-rules';
import type { JsonSchema } from './validation';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface ContractOperation {
  operationId: string;
  method: HttpMethod;
  /** The OpenAPI path, e.g. /news/detail/{id}. */
  path: string;
  /** The Fastify URL under /api, e.g. /api/news/detail/:id. */
  url: string;
  secured: boolean;
  rule: AccessRule;
  parameters: ContractParameter[];
  body: {
    required: boolean;
    json: JsonSchema | null;
    multipart: JsonSchema | null;
    mediaTypes: string[];
    /** `x-max-upload-bytes` of the request body: the largest file a multipart request may carry (default 20 MB, app.ts). */
    maxUploadBytes?: number;
  } | null;
  /** The response statuses the contract declares ('200', '404', …). */
  statuses: string[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObj(v) ? v : {});

export const contractFile = (): string => path.resolve(process.cwd(), 'openapi/dist/openapi.json');

export const toFastifyUrl = (openapiPath: string): string => `/api${openapiPath.replace(/\{([^}]+)\}/g, ':$1')}`;

const isPublic = (security: unknown): boolean => Array.isArray(security) && security.length === 0;

function readParameters(pathItem: Obj, operation: Obj): ContractParameter[] {
  const byKey = new Map<string, ContractParameter>();
  for (const raw of [...(Array.isArray(pathItem.parameters) ? pathItem.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
    const p = obj(raw);
    const where = p.in;
    if (where !== 'path' && where !== 'query' && where !== 'header' && where !== 'cookie') continue;
    byKey.set(`${where}:${String(p.name)}`, { name: String(p.name), in: where, required: p.required === true, schema: obj(p.schema) });
  }
  return [...byKey.values()];
}

function readBody(operation: Obj): ContractOperation['body'] {
  if (!isObj(operation.requestBody)) return null;
  const content = obj(operation.requestBody.content);
  const json = isObj(content['application/json']) ? obj(content['application/json'].schema) : null;
  const multipartType = content['multipart/form-data'];
  const multipart = isObj(multipartType) ? obj(multipartType.schema) : null;
  const maxUploadBytes = operation.requestBody['x-max-upload-bytes'];
  return {
    required: operation.requestBody.required === true,
    json,
    multipart,
    mediaTypes: Object.keys(content),
    ...(typeof maxUploadBytes === 'number' ? { maxUploadBytes } : {}),
  };
}

/** Reads the bundled contract, dereferenced, as the list of operations the server must serve. */
export async function loadContract(file = contractFile()): Promise<ContractOperation[]> {
  const bundled: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const doc = obj(await SwaggerParser.dereference(bundled as Parameters<typeof SwaggerParser.dereference>[0]));
  const operations: ContractOperation[] = [];
  for (const [openapiPath, rawItem] of Object.entries(obj(doc.paths))) {
    const pathItem = obj(rawItem);
    for (const method of METHODS) {
      const operation = pathItem[method.toLowerCase()];
      if (!isObj(operation)) continue;
      const operationId = String(operation.operationId);
      const rule = String(operation['x-access-rule']);
      if (!isAccessRule(rule)) throw new Error(`Operation ${operationId} names an unknown x-access-rule "${rule}"`);
      const secured = !isPublic(operation.security ?? doc.security);
      if (!secured && rule !== 'public') throw new Error(`Public operation ${operationId} must use x-access-rule public`);
      operations.push({
        operationId,
        method,
        path: openapiPath,
        url: toFastifyUrl(openapiPath),
        secured,
        rule,
        parameters: readParameters(pathItem, operation),
        body: readBody(operation),
        statuses: Object.keys(obj(operation.responses)),
      });
    }
  }
  return operations;
}

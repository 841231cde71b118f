import { loginAs, XHR, type Signed } from '../testing/http';
import type { TestResponse } from '../testing/http-client';
import { createTestApp, type TestApp } from '../testing/test-app';
import { loadContract, type ContractOperation } from './contract';
import type { JsonSchema } from './validation';

// Generated from the contract, not hand-listed: for every operation, each integer input one beyond PostgreSQL's
// `integer`, each string input with a NUL character, each query integer written in hex, and each JSON body sent as
// text/plain must be refused with a 4xx that names the field — never a 500, never silently read as something else.

const INT32_OVERFLOW = 2147483648;

let t: TestApp;
let operations: ContractOperation[];
let sessions: Signed[];

beforeAll(async () => {
  t = await createTestApp();
  operations = await loadContract();
  sessions = [await loginAs(t, 'owner'), await loginAs(t, 'support'), await loginAs(t, 'partner')];
});
afterAll(() => t.close());

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type.map(String) : typeof schema.type === 'string' ? [schema.type] : []);
const isInteger = (schema: JsonSchema) => typesOf(schema).includes('integer') && !Array.isArray(schema.enum);
const isString = (schema: JsonSchema) => typesOf(schema).includes('string') && !Array.isArray(schema.enum) && schema.format !== 'binary';
const itemsOf = (schema: JsonSchema): JsonSchema => (schema.items ?? {}) as JsonSchema;
const bodyProps = (op: ContractOperation): [string, JsonSchema][] => Object.entries((op.body?.json?.properties ?? {}) as Record<string, JsonSchema>);

/** A value of the schema's kind that passes on its own (so a refusal names only the field under test). */
function plausible(schema: JsonSchema): string | number {
  if (Array.isArray(schema.enum)) return schema.enum[0] as string | number;
  if (schema.type === 'integer') return Math.max(1, Number(schema.minimum ?? 1));
  if (schema.format === 'email') return 'owner@demo.example';
  return 'abc';
}

function urlOf(op: ContractOperation, path: Record<string, string | number> = {}, query: Record<string, string | number> = {}): string {
  let url = `/api${op.path}`;
  for (const p of op.parameters.filter((x) => x.in === 'path')) url = url.replace(`{${p.name}}`, encodeURIComponent(String(path[p.name] ?? plausible(p.schema))));
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return qs ? `${url}?${qs}` : url;
}

// The first session allowed to call the operation; public operations are called signed out.
async function call(op: ContractOperation, request: { url: string; payload?: unknown; contentType?: string }): Promise<TestResponse> {
  const candidates = op.secured ? sessions : [null];
  let last: TestResponse | null = null;
  for (const session of candidates) {
    const headers: Record<string, string> = { ...XHR, ...(session?.headers ?? {}) };
    if (request.contentType) headers['content-type'] = request.contentType;
    last = await t.inject({ method: op.method, url: request.url, headers, payload: request.payload });
    if (last.statusCode !== 403) return last;
  }
  return last as TestResponse;
}

interface Probe {
  name: string;
  op: ContractOperation;
  field: string;
  request: { url: string; payload?: unknown; contentType?: string };
  status: number[];
}

function probesOf(op: ContractOperation): Probe[] {
  const probes: Probe[] = [];
  const minimalBody = op.body?.json ? {} : undefined;
  for (const p of op.parameters.filter((x) => x.in === 'path' || x.in === 'query')) {
    const schema = p.schema.type === 'array' ? itemsOf(p.schema) : p.schema;
    const place = (value: string | number) => (p.in === 'path' ? urlOf(op, { [p.name]: value }) : urlOf(op, {}, { [p.name]: value }));
    if (isInteger(schema)) {
      probes.push({ name: `${p.in} ${p.name}=2^31`, op, field: p.name, request: { url: place(INT32_OVERFLOW), payload: minimalBody }, status: [422] });
      probes.push({ name: `${p.in} ${p.name}=0x10`, op, field: p.name, request: { url: place('0x10'), payload: minimalBody }, status: [422] });
    }
    if (isString(schema)) probes.push({ name: `${p.in} ${p.name} with NUL`, op, field: p.name, request: { url: place('a\u0000b'), payload: minimalBody }, status: [422] });
  }
  for (const [name, raw] of bodyProps(op)) {
    const schema = typesOf(raw).includes('array') ? itemsOf(raw) : raw;
    const wrap = (value: string | number) => (typesOf(raw).includes('array') ? [value] : value);
    const field = typesOf(raw).includes('array') ? `${name}.0` : name;
    if (isInteger(schema)) probes.push({ name: `body ${name}=2^31`, op, field, request: { url: urlOf(op), payload: { [name]: wrap(INT32_OVERFLOW) } }, status: [422] });
    if (isString(schema)) probes.push({ name: `body ${name} with NUL`, op, field, request: { url: urlOf(op), payload: { [name]: wrap('a\u0000b') } }, status: [422] });
  }
  if (op.body?.json) probes.push({ name: 'text/plain body', op, field: '', request: { url: urlOf(op), payload: 'email=a', contentType: 'text/plain' }, status: [415] });
  return probes;
}

it('refuses out-of-range integers, NUL characters, hex integers and text bodies on every operation, naming the field', async () => {
  const failures: string[] = [];
  let probed = 0;
  for (const op of operations) {
    for (const probe of probesOf(op)) {
      const res = await call(op, probe.request);
      // Another session may be allowed where none of ours is: those operations are covered by the access tests.
      if (res.statusCode === 403 || res.statusCode === 429) continue;
      probed += 1;
      const body = res.json<{ code?: string; errors?: Record<string, string[]> }>();
      const named = probe.field === '' || Object.keys(body.errors ?? {}).some((f) => f === probe.field || f.startsWith(`${probe.field}.`));
      if (!probe.status.includes(res.statusCode) || !named || typeof body.code !== 'string') {
        failures.push(`${op.operationId} ${probe.name}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
  }
  expect(failures).toEqual([]);
  expect(probed).toBeGreaterThan(50);
});

it('declares a maximum on every integer a request can carry, so the generated client and validation agree', () => {
  const unbounded: string[] = [];
  const walk = (schema: JsonSchema, where: string): void => {
    if (isInteger(schema) && (typeof schema.maximum !== 'number' || schema.maximum > 2147483647)) unbounded.push(where);
    if (schema.items) walk(itemsOf(schema), `${where}[]`);
    for (const [name, child] of Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>)) walk(child, `${where}.${name}`);
    for (const key of ['allOf', 'oneOf', 'anyOf']) for (const child of (schema[key] ?? []) as JsonSchema[]) walk(child, where);
  };
  for (const op of operations) {
    for (const p of op.parameters) walk(p.schema, `${op.operationId} ${p.in}:${p.name}`);
    if (op.body?.json) walk(op.body.json, `${op.operationId} body`);
    if (op.body?.multipart) walk(op.body.multipart, `${op.operationId} multipart`);
  }
  expect(unbounded).toEqual([]);
});

it('answers the examples of the outside review with 422 naming the field', async () => {
  const owner = sessions[0];
  const news = await t.inject({ url: '/api/news/detail/2147483648', headers: owner.headers });
  expect([news.statusCode, Object.keys(news.json<{ errors: object }>().errors)]).toEqual([422, ['id']]);
  const page = await t.inject({ url: '/api/news?page=99999999999999999999', headers: owner.headers });
  expect([page.statusCode, Object.keys(page.json<{ errors: object }>().errors)]).toEqual([422, ['page']]);
  const hex = await t.inject({ url: '/api/news?page=0x10', headers: owner.headers });
  expect(hex.json()).toEqual({ message: '入力内容に誤りがあります', code: 'validation_failed', errors: { page: ['半角数字で入力してください'] } });
  const nul = await t.inject({ url: '/api/reviews?free_word=%00', headers: owner.headers });
  expect([nul.statusCode, nul.json<{ errors: object }>().errors]).toEqual([422, { free_word: ['使用できない文字（制御文字）が含まれています'] }]);
  const login = await t.inject({ method: 'POST', url: '/api/login', headers: XHR, payload: { email: 'owner@demo.example\u0000', password: 'x', ownership: 'allgrow' } });
  expect([login.statusCode, Object.keys(login.json<{ errors: object }>().errors)]).toEqual([422, ['email']]);
  const plain = await t.inject({ method: 'POST', url: '/api/login', headers: { ...XHR, 'content-type': 'text/plain' }, payload: 'owner@demo.example' });
  expect([plain.statusCode, plain.json<{ code: string }>().code]).toEqual([415, 'unsupported_media_type']);
});

it('answers a path parameter beyond the router limit with 414 in the one error shape', async () => {
  const res = await t.inject({ url: `/api/news/detail/${'1'.repeat(150)}`, headers: sessions[0].headers });
  expect([res.statusCode, res.json()]).toEqual([414, { message: 'URLが長すぎます', code: 'uri_too_long' }]);
});

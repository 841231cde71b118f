import type http from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Loosely typed JSON for assertions: any property or index can be read. */
export type Loose = { readonly [key: string]: Loose } & { readonly [index: number]: Loose };

export interface TestResponse {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = Loose>(): T;
}

export interface TestRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
}

/**
 * app.inject with the request shape the suites use; a string payload is sent as is (malformed JSON tests), and so is
 * a Buffer (a multipart body, with its own content-type header).
 */
export async function injectRequest(app: FastifyInstance, request: TestRequest): Promise<TestResponse> {
  const headers: Record<string, string> = { ...request.headers };
  let payload: string | Buffer | undefined;
  if (request.payload !== undefined) {
    payload = typeof request.payload === 'string' || Buffer.isBuffer(request.payload) ? request.payload : JSON.stringify(request.payload);
    if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['content-type'] = 'application/json';
  }
  const res = await app.inject({
    method: (request.method ?? 'GET') as 'GET',
    url: request.url,
    headers,
    payload,
  });
  return { statusCode: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: res.body, json: <T>() => JSON.parse(res.body) as T };
}

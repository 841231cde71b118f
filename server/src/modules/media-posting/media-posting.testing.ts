import { randomUUID } from 'node:crypto';
import type { Signed } from '../../testing/http';
import type { TestApp } from '../../testing/test-app';

// Test support for media posting: multipart bodies as the console's helper (src/api/multipart.ts) writes them.

export type MultipartField = string | string[] | { bytes: Buffer; filename: string; contentType?: string };

/** A multipart/form-data body: lists as repeated `name[]`, files with their name and declared type. */
export function multipartPayload(fields: Record<string, MultipartField>): { payload: Buffer; contentType: string } {
  const boundary = `----media-test-${randomUUID()}`;
  const parts: Buffer[] = [];
  const part = (headers: string, body: Buffer) => parts.push(Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`), body, Buffer.from('\r\n'));
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') part(`Content-Disposition: form-data; name="${name}"`, Buffer.from(value));
    else if (Array.isArray(value)) for (const item of value) part(`Content-Disposition: form-data; name="${name}[]"`, Buffer.from(item));
    else part(`Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}`, value.bytes);
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function postMedia(t: Pick<TestApp, 'inject'>, signed: Signed, fields: Record<string, MultipartField>) {
  const { payload, contentType } = multipartPayload(fields);
  return t.inject({ method: 'POST', url: '/api/media-post', headers: { ...signed.headers, 'content-type': contentType }, payload });
}

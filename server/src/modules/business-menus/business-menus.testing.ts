import type http from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { toMultipartBody, type MultipartValue } from '../../../../src/api/multipart';
import { handlers } from '../../composition/handlers';
import { loadContract } from '../../http/contract';
import type { Signed } from '../../testing/http';
import type { TestResponse } from '../../testing/http-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { reflectPendingMenuSets } from './menu-reflect.service';

// Test support for business-menus: saves exactly as the console sends them (multipart POST with _method=PUT, a JSON
// `payload` part and `photos[]` files), and the reflection jobs run in-process (the test app has no workers).

export async function sendSave(t: TestApp, who: Signed, url: '/api/menus' | '/api/services', payload: object, photos: File[] = []): Promise<TestResponse> {
  const values: Record<string, MultipartValue> = { payload: JSON.stringify(payload), ...(photos.length > 0 ? { photos } : {}) };
  const request = new Request('http://localhost/', { method: 'POST', body: toMultipartBody(values, { method: 'PUT' }) });
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { statusCode: res.statusCode, headers: res.headers as http.IncomingHttpHeaders, body: res.body, json: <T>() => JSON.parse(res.body) as T };
}

/** The app over the operations that have handlers, so this suite starts while other modules land their handlers. */
export async function createMenusTestApp(): Promise<TestApp> {
  const operations = (await loadContract()).filter((op) => typeof (handlers as Record<string, unknown>)[op.operationId] === 'function');
  return createTestApp({ build: { operations } });
}

export const runReflections = (t: TestApp) => reflectPendingMenuSets(t.deps);

export async function setAutoReflect(t: TestApp, companyId: number, ids: number[], on: boolean): Promise<void> {
  await t.db.update(localAccounts).set({ autoReflect: on }).where(and(eq(localAccounts.companyId, companyId), inArray(localAccounts.id, ids)));
}

/** One menu with `count` items in one section. */
export const menuWith = (count: number, over: Record<string, unknown> = {}) => ({
  category: 'food',
  name: 'ランチ',
  sections: [{ name: '定食', items: Array.from({ length: count }, (_v, i) => ({ name: `定食${i + 1}`, price: 900 + i, description: '' })) }],
  ...over,
});

import { and, eq } from 'drizzle-orm';
import type { Signed } from '../../testing/http';
import type { TestResponse } from '../../testing/http-client';
import { injectFetch } from '../../testing/inject-fetch';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';
import { reflectPendingListings } from './listing-reflection.service';

// Test support for business listings: the test app with every provider request recorded (method, URL with its
// query, body), so a test can read the updateMask and the fields Google and Yahoo were sent; the reflection job
// run in-process (the test app has no workers).

export interface ProviderRequest {
  method: string;
  url: URL;
  body: unknown;
  /** The provider's answer status (a first call of a fresh link may meet a 401 and be sent again). */
  status: number;
}

export interface BusinessTestApp extends TestApp {
  requests: ProviderRequest[];
}

export async function createBusinessTestApp(): Promise<BusinessTestApp> {
  const requests: ProviderRequest[] = [];
  let self: TestApp | null = null;
  const recording: typeof fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const raw = init?.body;
    let body: unknown = raw ?? null;
    if (typeof raw === 'string') {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    if (!self) throw new Error('provider call before the test app was built');
    const response = await injectFetch(self.app)(input, init);
    requests.push({ method: (init?.method ?? 'GET').toUpperCase(), url, body, status: response.status });
    return response;
  };
  const t = await createTestApp({ fetch: recording });
  self = t;
  return Object.assign(t, { requests });
}

/** The accepted writes of a provider's listing endpoints (PATCH of a Google location, PUT of a Yahoo place). */
export const listingWrites = (t: BusinessTestApp, provider: 'google' | 'yahoo') =>
  t.requests.filter((r) => r.status < 300 && (provider === 'google' ? r.method === 'PATCH' && /\/v1\/locations\/\d+$/.test(r.url.pathname) : r.method === 'PUT' && /\/place\/v1\/places\/[^/]+$/.test(r.url.pathname)));

export async function storeIdOf(t: TestApp, companyId: number, storeCode: string): Promise<number> {
  const [row] = await t.db.select({ id: stores.id }).from(stores).where(and(eq(stores.companyId, companyId), eq(stores.storeCode, storeCode)));
  if (!row) throw new Error(`no store ${storeCode}`);
  return row.id;
}

export async function accountsOfStore(t: TestApp, storeId: number) {
  return t.db.select({ id: localAccounts.id, provider: localAccounts.provider }).from(localAccounts).where(and(eq(localAccounts.storeId, storeId), eq(localAccounts.status, 'linked')));
}

export const runReflections = (t: TestApp) => reflectPendingListings(t.deps);

export const getListing = (t: TestApp, who: Signed, storeId: number) => t.inject({ url: `/api/business/listings/${storeId}`, headers: who.headers });

export const putListing = (t: TestApp, who: Signed, storeId: number, body: unknown): Promise<TestResponse> =>
  t.inject({ method: 'PUT', url: `/api/business/listings/${storeId}`, headers: who.headers, payload: body });

import { and, eq } from 'drizzle-orm';
import { demoUsers } from '../db/seed-demo';
import { linkDemoProviders } from '../db/seed-demo-links';
import { DomainError } from '../http/errors';
import { localAccounts } from '../modules/local-accounts/local-accounts.table';
import { ProviderError } from '../providers/shared/provider-errors';
import { users } from '../tenancy/tenancy.table';
import { injectFetch } from '../testing/inject-fetch';
import { createTestApp, type TestApp } from '../testing/test-app';
import { googleCredentialsFor, providerAccessFor } from './provider-access.service';
import { providerConnections } from './provider-connections.table';
import { tokenContext } from './token-context';

let t: TestApp;
let owner: number;
let partner: number;

const companyOf = async (who: keyof typeof demoUsers) =>
  (await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoUsers[who].email)))[0].companyId;

const connectionOf = async (companyId: number, provider: 'google' | 'yahoo') =>
  (await t.db.select().from(providerConnections).where(and(eq(providerConnections.companyId, companyId), eq(providerConnections.provider, provider))))[0];

const refusal = async (opening: Promise<unknown>) => {
  const error = await opening.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(DomainError);
  const { code, statusCode, message } = error as DomainError;
  return { code, statusCode, message };
};

beforeAll(async () => {
  t = await createTestApp();
  // Both demo companies link Google; only the owner links Yahoo.
  await linkDemoProviders(t.deps, { fetch: injectFetch(t.app) });
  [owner, partner] = [await companyOf('owner'), await companyOf('partner')];
});
afterAll(async () => t.close());

it('a company without a grant at the provider is asked to link again (409 provider_not_linked)', async () => {
  expect(await refusal(providerAccessFor(t.deps, partner, 'yahoo'))).toEqual({
    code: 'provider_not_linked',
    statusCode: 409,
    message: 'Yahoo!の認証の有効期限が切れています。Yahoo!の認証画面で再度連携してください。',
  });
});

it('a linked company gets the adapter and credentials; a refresh is stored sealed and used by the next call', async () => {
  const google = await providerAccessFor(t.deps, owner, 'google');
  expect(google.adapter).toBe(t.deps.providers.google);
  expect(google.credentials.accessToken).not.toBe('');

  await google.credentials.onTokens?.({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh', expiresAt: new Date(t.clock.now().getTime() + 3600_000), scope: '' });
  const row = await connectionOf(owner, 'google');
  expect([row.accessTokenSealed, row.refreshTokenSealed]).not.toContain('fresh-access');
  expect(row.refreshTokenSealed).not.toBe('fresh-refresh');
  // Sealed for this company: the same ciphertext opens under its context only.
  expect(t.deps.tokenCipher.decrypt(row.accessTokenSealed ?? '', tokenContext('google', owner))).toBe('fresh-access');
  expect(() => t.deps.tokenCipher.decrypt(row.accessTokenSealed ?? '', tokenContext('google', partner))).toThrow();
  expect(await googleCredentialsFor(t.deps, owner)).toMatchObject({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh' });
});

it('a stale access token is refreshed by the adapter on its first call and the new token is stored', async () => {
  const before = await connectionOf(partner, 'google');
  await t.db.update(providerConnections).set({ accessTokenExpiresAt: new Date(t.clock.now().getTime() - 1000) }).where(eq(providerConnections.id, before.id));
  const google = await providerAccessFor(t.deps, partner, 'google');
  expect(google.credentials.accessToken).toBe('');

  const [account] = await t.db.select().from(localAccounts).where(and(eq(localAccounts.companyId, partner), eq(localAccounts.provider, 'google'), eq(localAccounts.status, 'linked'))).limit(1);
  await google.adapter.getLocation(google.credentials, account.providerLocationId, ['metadata']);
  const after = await connectionOf(partner, 'google');
  expect(after.accessTokenSealed).not.toBe(before.accessTokenSealed);
  expect((await googleCredentialsFor(t.deps, partner)).accessToken).not.toBe('');
});

it('a refused refresh marks the grant expired, after which every call asks for a re-link', async () => {
  const google = await providerAccessFor(t.deps, partner, 'google');
  await google.credentials.onTokenExpired?.(new ProviderError({ provider: 'google', code: 'token_expired' }));
  expect((await connectionOf(partner, 'google')).tokenState).toBe('expired');
  expect(await refusal(providerAccessFor(t.deps, partner, 'google'))).toMatchObject({ code: 'provider_not_linked', statusCode: 409 });
});

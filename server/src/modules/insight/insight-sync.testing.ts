import { and, eq } from 'drizzle-orm';
import { demoUsers } from '../../db/seed-demo';
import { linkDemoProviders } from '../../db/seed-demo-links';
import { injectFetch } from '../../testing/inject-fetch';
import type { TestApp } from '../../testing/test-app';
import { users } from '../../tenancy/tenancy.table';
import { localAccounts } from '../local-accounts/local-accounts.table';

// Test support for the insight sync: the demo companies linked to the in-process emulators as npm start links them.

export interface LinkedAccount {
  id: number;
  storeCode: string;
  location: string;
}

export interface InsightDemo {
  ownerCompanyId: number;
  partnerCompanyId: number;
  owner: { google: LinkedAccount[]; yahoo: LinkedAccount[] };
  partner: { google: LinkedAccount[] };
}

async function companyOf(t: TestApp, who: keyof typeof demoUsers): Promise<number> {
  const [user] = await t.db.select({ companyId: users.companyId }).from(users).where(eq(users.email, demoUsers[who].email));
  return user.companyId;
}

async function linkedOf(t: TestApp, companyId: number, provider: 'google' | 'yahoo'): Promise<LinkedAccount[]> {
  const rows = await t.db
    .select({ id: localAccounts.id, storeCode: localAccounts.storeCode, location: localAccounts.providerLocationId })
    .from(localAccounts)
    .where(and(eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), eq(localAccounts.provider, provider)))
    .orderBy(localAccounts.id);
  return rows.map((r) => ({ id: r.id, storeCode: r.storeCode ?? '', location: r.location }));
}

export async function linkInsightDemo(t: TestApp): Promise<InsightDemo> {
  await linkDemoProviders(t.deps, { fetch: injectFetch(t.app) });
  const ownerCompanyId = await companyOf(t, 'owner');
  const partnerCompanyId = await companyOf(t, 'partner');
  return {
    ownerCompanyId,
    partnerCompanyId,
    owner: { google: await linkedOf(t, ownerCompanyId, 'google'), yahoo: await linkedOf(t, ownerCompanyId, 'yahoo') },
    partner: { google: await linkedOf(t, partnerCompanyId, 'google') },
  };
}

/** Every ISO day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = Date.parse(`${from}T00:00:00Z`); ms <= Date.parse(`${to}T00:00:00Z`); ms += 86_400_000) days.push(new Date(ms).toISOString().slice(0, 10));
  return days;
}

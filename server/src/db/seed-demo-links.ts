import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps';
import type { ListingProvider, ListingProviderName, OAuthTokens } from '../providers/listing-provider';
import { findByLocationIds, findStoreIdsByCode, markLinked, upsertCandidates } from '../modules/local-accounts/local-accounts.repository';
import { accountLabelOf, redirectUriFor } from '../modules/local-accounts/oauth.service';
import { listSyncTargets, markSyncDue } from '../modules/reviews/review-sync.repository';
import { dispatchReviewSync } from '../modules/reviews/reviews.jobs';
import { assignStoresOnce } from '../modules/users/company-users.repository';
import { upsertConnection } from '../provider-access/provider-connections.repository';
import { tokenContext } from '../provider-access/token-context';
import { users } from '../tenancy/tenancy.table';
import { demoUsers } from './seed-demo';

// Which emulator listings each demo company links at its first start. Some demo stores stay unlinked on purpose:
// the e2e linking specs link デモカフェ 栄店 and デモ食堂 天神店 (Google) and デモ食堂 渋谷店 (Yahoo) themselves.
const DEMO_LINKS: { user: keyof typeof demoUsers; provider: ListingProviderName; storeCodes: string[] }[] = [
  { user: 'owner', provider: 'google', storeCodes: ['DF-001', 'DF-002', 'DF-005'] },
  { user: 'owner', provider: 'yahoo', storeCodes: ['DF-002', 'DF-005'] },
  { user: 'partner', provider: 'google', storeCodes: ['PT-001', 'PT-002', 'PT-003'] },
];

const unescapeHtml = (value: string): string => value.replace(/&#(\d+);/g, (_s, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/**
 * What a person does on the emulator's consent page (open it, press 許可 / 同意する), then the code exchange the
 * callback would make: the emulators keep their grants in memory, so each start needs a fresh one.
 */
async function grantFromEmulator(deps: Pick<Deps, 'config'>, provider: ListingProvider, fetchFn: typeof fetch): Promise<OAuthTokens> {
  const state = randomBytes(16).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  const redirectUri = redirectUriFor(deps, provider.name);
  const consentUrl = provider.authorizationUrl({ state, redirectUri, codeChallenge: createHash('sha256').update(verifier).digest('base64url') });
  const page = await (await fetchFn(consentUrl)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error(`no consent form on the ${provider.name} emulator's page`);
  const form = new URLSearchParams([...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m): [string, string] => [m[1], unescapeHtml(m[2])]));
  form.set('decision', 'allow');
  const allowed = await fetchFn(unescapeHtml(action), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
  const code = new URL(allowed.headers.get('location') ?? 'http://invalid/').searchParams.get('code');
  if (!code) throw new Error(`the ${provider.name} emulator granted no code (${allowed.status})`);
  return provider.exchangeCode({ code, redirectUri, codeVerifier: verifier });
}

async function linkDemoProvider(deps: Deps, link: (typeof DEMO_LINKS)[number], fetchFn: typeof fetch): Promise<number | null> {
  const [user] = await deps.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.email, demoUsers[link.user].email)).limit(1);
  if (!user) return null;
  const provider = deps.listingProviders[link.provider];
  const tokens = await grantFromEmulator(deps, provider, fetchFn);
  const locations = await provider.listLocations(tokens.accessToken);
  const companyId = user.companyId;
  const context = tokenContext(link.provider, companyId);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const firstStart = (await findByLocationIds(tx, companyId, link.provider, locations.map((l) => l.providerLocationId))).length === 0;
    const connection = await upsertConnection(tx, {
      companyId,
      provider: link.provider,
      providerAccountId: locations.find((l) => l.providerAccountId)?.providerAccountId ?? null,
      accountLabel: accountLabelOf(locations),
      refreshTokenSealed: tokens.refreshToken ? deps.tokenCipher.encrypt(tokens.refreshToken, context) : null,
      accessTokenSealed: deps.tokenCipher.encrypt(tokens.accessToken, context),
      accessTokenExpiresAt: tokens.expiresAt,
      linkedByUserId: user.id,
      now,
    });
    // Stores are linked once; on later starts only the grant is renewed, so a demo user's own unlinking stays.
    if (!firstStart) return;
    await upsertCandidates(tx, { companyId, provider: link.provider, connectionId: connection.id, now }, locations);
    const chosen = locations.filter((l) => l.storeCode !== null && link.storeCodes.includes(l.storeCode));
    const storeIds = await findStoreIdsByCode(tx, companyId, link.storeCodes);
    for (const row of await findByLocationIds(tx, companyId, link.provider, chosen.map((l) => l.providerLocationId))) {
      const storeId = row.storeCode ? storeIds.get(row.storeCode) : undefined;
      if (storeId !== undefined) await markLinked(tx, row, storeId, now);
    }
  });
  return companyId;
}

/**
 * `npm start` with the in-process emulators and the demo seed: the demo companies' stores are linked to the
 * emulators' Google and Yahoo listings (the first time) and their grants renewed (every start: the emulators forget
 * them), so the inbox works without any manual step. Providers with real credentials are left alone. Runs once the
 * server listens (the adapters reach the emulators over HTTP like any provider) and before the job workers start,
 * so no job runs with the grant of the previous start. Answers the demo companies linked.
 */
export async function linkDemoProviders(deps: Deps, options: { fetch?: typeof fetch } = {}): Promise<number[]> {
  const fetchFn = options.fetch ?? globalThis.fetch;
  const emulated = (name: ListingProviderName) => deps.config.providers[name] === null;
  const companies = new Set<number>();
  for (const link of DEMO_LINKS.filter((l) => emulated(l.provider))) {
    const companyId = await linkDemoProvider(deps, link, fetchFn);
    if (companyId !== null) companies.add(companyId);
  }
  await assignDemoStaffStores(deps);
  return [...companies];
}

// The demo store user (佐藤 花子) runs two of the owner's stores, so signing in as them shows a store user's view.
const DEMO_STAFF_STORE_CODES = ['DF-001', 'DF-002'];

async function assignDemoStaffStores(deps: Deps): Promise<void> {
  const [staff] = await deps.db.select({ id: users.id, companyId: users.companyId }).from(users).where(eq(users.dispUserId, demoUsers.staff.dispUserId)).limit(1);
  if (!staff) return;
  const storeIds = [...(await findStoreIdsByCode(deps.db, staff.companyId, DEMO_STAFF_STORE_CODES)).values()];
  await assignStoresOnce(deps.db, staff.companyId, staff.id, storeIds);
}

/** The first review sync of the demo stores, queued once the workers run (without workers: due at the next minute). */
export async function queueDemoReviewSync(deps: Deps, companyIds: readonly number[]): Promise<void> {
  for (const companyId of companyIds) {
    const localAccountIds = (await listSyncTargets(deps.db, { companyId })).map((t) => t.localAccountId);
    if (localAccountIds.length === 0) continue;
    if (!(await dispatchReviewSync(deps, { companyId, localAccountIds }))) await markSyncDue(deps.db, companyId, localAccountIds);
  }
}

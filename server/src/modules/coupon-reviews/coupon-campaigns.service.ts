import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { newToken } from '../../tokens';
import { requireLinked } from '../local-accounts/linking.service';
import { validateCampaignInput, type CampaignInput } from './coupon-campaign.validation';
import { countManageable, findCampaign, insertCampaign, listCampaigns, setEnabled, updateCampaign } from './coupon-campaigns.repository';
import { toCampaign } from './coupon-reviews.mapper';
import { couponReviewsMessagesJa as m } from './coupon-reviews.messages.ja';

type CampaignDeps = Pick<Deps, 'db' | 'clock' | 'config'>;

export async function listCouponCampaigns(deps: Pick<Deps, 'db' | 'config'>, auth: AuthContext, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listCampaigns(deps.db, auth.company.id, { limit, offset }, auth.accountScope);
  return { data: rows.map((row) => toCampaign(row, deps.config.publicOrigin)), pagination: toPagination(page, pageSize, total) };
}

/** One campaign per linked Google store of the company; it starts switched off. */
export async function createCouponCampaign(deps: CampaignDeps, auth: AuthContext, input: CampaignInput & { local_account_id: string }) {
  const companyId = auth.company.id;
  // A Yahoo key or another company's store is simply not one of "your Google stores".
  if (!input.local_account_id.startsWith('g_')) throw notFound();
  const row = await deps.db.transaction(async (tx) => {
    const [account] = await requireLinked(tx, companyId, [input.local_account_id], auth.accountScope);
    const values = validateCampaignInput(input);
    // The public token is the page's only key: 32 random bytes, base64url (43 characters).
    const id = await insertCampaign(tx, { companyId, localAccountId: account.id, publicToken: newToken(), values, now: deps.clock.now() });
    if (id === null) throw new DomainError('coupon_campaign_exists', 409, m.alreadyExists);
    return findCampaign(tx, companyId, id);
  });
  if (!row) throw notFound();
  return { message: m.created, data: toCampaign(row, deps.config.publicOrigin) };
}

export async function updateCouponCampaign(deps: CampaignDeps, auth: AuthContext, id: number, input: CampaignInput) {
  const companyId = auth.company.id;
  if (!(await findCampaign(deps.db, companyId, id, auth.accountScope))) throw notFound();
  const values = validateCampaignInput(input);
  await updateCampaign(deps.db, companyId, id, values, deps.clock.now());
  const row = await findCampaign(deps.db, companyId, id);
  if (!row) throw notFound();
  return { message: m.updated, data: toCampaign(row, deps.config.publicOrigin) };
}

/** All or none: one id that is not a manageable campaign of the company answers 404 and nothing changes. */
export async function updateCouponReviewFlag(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, input: { coupon_ids: number[]; enabled: boolean }) {
  const companyId = auth.company.id;
  const ids = [...new Set(input.coupon_ids)];
  await deps.db.transaction(async (tx) => {
    if ((await countManageable(tx, companyId, ids, auth.accountScope)) !== ids.length) throw notFound();
    await setEnabled(tx, companyId, ids, input.enabled, deps.clock.now());
  });
  return { message: input.enabled ? m.flagOn : m.flagOff };
}

import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, validationError } from '../../http/errors';
import type { components } from '../../generated/openapi';
import type { CompanyRow } from '../../tenancy/tenancy.table';
import { scopeAllows, type MeasureKind, type MeasureScope } from '../../../../src/shared/ranking/measure-rules';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { countMeasuring, type MeasureContractRow } from './measures.repository';
import { measuresMessagesJa as m } from './measures.messages.ja';

// The measure contract: how many measures may be measuring at once, which kinds (scope 1 menu, 2 contract, 3 all)
// and which providers (the Google / Yahoo ranking contracts).

const asScope = (scope: number): MeasureScope => (scope === 1 || scope === 2 ? scope : 3);

export const providerContracted = (company: CompanyRow, provider: MeasureProvider): boolean =>
  provider === 'google' ? company.hasRankingContract : company.hasYRankingContract;

/** Contracted keywords are registered by the operator acting as the customer, within a scope that has them. */
export const canRegisterContract = (auth: AuthContext, scope: number): boolean => auth.session.isImpersonate && scopeAllows(asScope(scope), 'contract');

export async function getMeasureContract(deps: Pick<Deps, 'db'>, auth: AuthContext): Promise<components['schemas']['MeasureContractBody']> {
  const { company } = auth;
  const used = await countMeasuring(deps.db, company.id);
  return {
    measurable_count: company.measureContractCount,
    used,
    remaining: Math.max(0, company.measureContractCount - used),
    scope: asScope(company.measureContractScope),
    google: company.hasRankingContract,
    yahoo: company.hasYRankingContract,
    can_register_contract: canRegisterContract(auth, company.measureContractScope),
  };
}

/** Refuses a kind the session or the scope does not allow (a contract keyword changed by the customer, too). */
export function assertKindAllowed(auth: AuthContext, kind: MeasureKind, scope: number, field = 'kind'): void {
  if (kind === 'contract' && !auth.session.isImpersonate) throw new DomainError('measure_contract_operator_only', 403, m.contractKeywordOperatorOnly);
  if (!scopeAllows(asScope(scope), kind)) throw validationError({ [field]: [m.scope] }, 'measure_scope');
}

/** Refuses listings whose provider has no ranking contract. */
export function assertProvidersContracted(company: CompanyRow, providers: Iterable<MeasureProvider>, field = 'local_account_ids'): void {
  const missing = [...new Set(providers)].filter((provider) => !providerContracted(company, provider));
  if (missing.length > 0) throw validationError({ [field]: missing.map((provider) => m.providerContract(m.providers[provider])) }, 'measure_provider_contract');
}

/** How many more may start measuring under the (locked) contract. */
export async function remainingCapacity(tx: Deps['db'], companyId: number, contract: MeasureContractRow): Promise<number> {
  return Math.max(0, contract.count - (await countMeasuring(tx, companyId)));
}

/** Refuses `adding` more measuring measures beyond the contract, with the spec's message. */
export async function assertCapacity(tx: Deps['db'], companyId: number, contract: MeasureContractRow, adding: number, field = 'local_account_ids'): Promise<void> {
  const remaining = await remainingCapacity(tx, companyId, contract);
  if (adding <= remaining) return;
  // The message itself is the answer's (the console shows it as it is), and also sits on the field.
  const message = m.contractExceeded(contract.count, remaining);
  throw new DomainError('measure_contract_exceeded', 422, message, { [field]: [message] });
}

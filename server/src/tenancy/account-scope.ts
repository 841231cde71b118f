import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The linked accounts (local_accounts ids) a store user may see, as AuthContext.accountScope carries them; null for
 * every other user, who sees the whole company. Repositories narrow their company-scoped queries with it.
 */
export type AccountScope = readonly number[] | null;

/** `column IN (scope)`, nothing at all for the whole company, and a match-nothing for a store user without stores. */
export const inScope = (column: SQLWrapper, scope: AccountScope): SQL | undefined =>
  scope === null ? undefined : scope.length > 0 ? inArray(column, [...scope]) : sql`false`;

/** A list filter's account ids: the ones asked for, else the store user's stores (null: no filter, the whole company). */
export const scopedIds = (ids: readonly number[] | null | undefined, scope: AccountScope): number[] | null =>
  ids ? [...ids] : scope === null ? null : [...scope];

// A job runs later without a session: a store user's stores travel in its params (account_scope).

/** The params with the scope recorded (unchanged for the whole company). */
export const withScopeParam = <T extends Record<string, unknown>>(params: T, scope: AccountScope): T & { account_scope?: number[] } =>
  scope === null ? params : { ...params, account_scope: [...scope] };

/** The scope a job's params recorded; null when none was (a whole-company request). */
export const scopeParamOf = (params: Record<string, unknown> | null | undefined): AccountScope => {
  const value = params?.account_scope;
  return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : null;
};

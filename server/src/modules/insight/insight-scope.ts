import { and, asc, eq, inArray, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { TOKYO, TOKYO_NAME } from '../../../../src/shared/dates/zone';
import type { Db } from '../../db/client';
import type { components } from '../../generated/openapi';
import { notFound, validationError } from '../../http/errors';
import type { ListingProviderName } from '../../providers/listing-provider';
import { inScope, type AccountScope } from '../../tenancy/account-scope';
import { parseAccountKeys, toAccountKey, type LocalAccountRef } from '../local-accounts/local-account-keys';
import { localAccounts } from '../local-accounts/local-accounts.table';
import { stores } from '../stores/stores.table';

// What the insight answers (analyses, search keywords, reports) and the dashboard share: the linked listings a request
// selects and how they are shown, the YYYY/MM months and Tokyo days they cover, and the SQL pieces for both.

type Schemas = components['schemas'];

// ---- SQL pieces ----

/** The ids as one int[] parameter (`= any(...)`): one bound value however many stores are selected. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

// The zone is written into the statement rather than bound: GROUP BY must see the very expression the SELECT has, and
// two bound parameters are two different expressions to PostgreSQL.
const ZONE = sql.raw(`'${TOKYO_NAME}'`);

/** A timestamptz column's Tokyo calendar day, as a SQL date. */
export const tokyoDate = (column: SQLWrapper): SQL => sql`(${column} at time zone ${ZONE})::date`;

// ---- Listings ----

export interface AnalysisAccountRow {
  id: number;
  provider: ListingProviderName;
  name: string;
  storeCode: string | null;
}

/**
 * The company's linked accounts of the given providers, every one of them or only those refs names (a ref of another
 * provider or company is simply absent: the caller compares counts and answers 404). Ordered by provider, then id.
 * The store code is the store's (a linked listing always has a store; its own code is the fallback). A store user's
 * scope narrows "every one" to their stores, and makes any other ref absent.
 */
export async function findLinkedAccounts(
  db: Db,
  companyId: number,
  filter: { providers: readonly ListingProviderName[]; refs?: readonly LocalAccountRef[]; accountScope?: AccountScope },
): Promise<AnalysisAccountRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(localAccounts.companyId, companyId), eq(localAccounts.status, 'linked'), inArray(localAccounts.provider, [...filter.providers]), inScope(localAccounts.id, filter.accountScope ?? null),
  ];
  if (filter.refs) {
    const byProvider = filter.providers
      .map((provider) => ({ provider, ids: filter.refs!.filter((r) => r.provider === provider).map((r) => r.id) }))
      .filter((group) => group.ids.length > 0);
    if (byProvider.length === 0) return [];
    conditions.push(or(...byProvider.map((g) => sql`(${localAccounts.provider} = ${g.provider} and ${localAccounts.id} = any(${intArray(g.ids)}))`))!);
  }
  return db
    .select({
      id: localAccounts.id,
      provider: localAccounts.provider,
      name: localAccounts.title,
      storeCode: sql<string | null>`coalesce(${localAccounts.storeCode}, ${stores.storeCode})`,
    })
    .from(localAccounts)
    .leftJoin(stores, and(eq(stores.id, localAccounts.storeId), eq(stores.companyId, localAccounts.companyId)))
    .where(and(...conditions))
    .orderBy(asc(localAccounts.provider), asc(localAccounts.id));
}

/**
 * The company's linked listings of the providers the keys name, or all of them without keys (all in a store user's
 * scope). A key that is not one of them (another company's, unlinked, of another provider, or outside a store user's
 * stores) answers 404, as a foreign id must.
 */
export async function requireAccounts(
  db: Db,
  companyId: number,
  keys: readonly string[] | undefined,
  providers: readonly ListingProviderName[],
  accountScope: AccountScope = null,
): Promise<AnalysisAccountRow[]> {
  if (!keys || keys.length === 0) return findLinkedAccounts(db, companyId, { providers, accountScope });
  const rows = await findLinkedAccounts(db, companyId, { providers, refs: parseAccountKeys(keys), accountScope });
  if (rows.length !== new Set(keys).size) throw notFound();
  return rows;
}

/** Keywords and the dashboard's figures are Google's: a Yahoo key answers 404 like a foreign one. */
export const requireGoogleAccounts = (db: Db, companyId: number, keys: readonly string[] | undefined, accountScope: AccountScope = null) =>
  requireAccounts(db, companyId, keys, ['google'], accountScope);

export const toAnalysisAccount = (row: AnalysisAccountRow): Schemas['AnalysisAccount'] => ({
  id: toAccountKey(row.provider, row.id),
  name: row.name,
  store_code: row.storeCode,
});

// ---- Days and months ----

/** YYYY/MM/DD (the API's days, already checked) → YYYY-MM-DD (a SQL date). */
export const slashToIso = (value: string): string => value.replaceAll('/', '-');

// Months travel as YYYY/MM (Tokyo) in the API and as the first day of the month (YYYY-MM-DD) in the tables.
// YYYY/MM strings sort as the months they name, so windows compare as strings.

const SHAPE = /^\d{4}\/\d{2}$/;
const LABEL = 'yyyy/MM';

/** A real month written YYYY/MM, as its first Tokyo day; null for 2026/13, 2026-01 or 2026/1. */
export function parseMonth(value: string): DateTime | null {
  if (!SHAPE.test(value)) return null;
  const month = DateTime.fromFormat(value, LABEL, { zone: TOKYO });
  return month.isValid ? month : null;
}

/** An optional YYYY/MM query value, 422 on `field` with `message` when it is not a real month. */
export function checkedMonth(value: string | undefined, field: string, message: string): string | undefined {
  if (value !== undefined && !parseMonth(value)) throw validationError({ [field]: [message] });
  return value;
}

export const monthLabelOf = (month: DateTime): string => month.toFormat(LABEL);

/** YYYY/MM → the first day as a SQL date (YYYY-MM-01). */
export const monthToIso = (label: string): string => `${label.replace('/', '-')}-01`;

/** A SQL date (any day of the month) → YYYY/MM. */
export const isoToMonth = (iso: string): string => iso.slice(0, 7).replace('-', '/');

/** The month `count` months after (negative: before) a YYYY/MM month. */
export function shiftMonth(label: string, count: number): string {
  const month = parseMonth(label);
  if (!month) throw new RangeError(`not a YYYY/MM month: ${label}`);
  return monthLabelOf(month.plus({ months: count }));
}

/** How many months `end` is after `start` (0 for the same month, negative when inverted). */
export function monthsApart(start: string, end: string): number {
  const [a, b] = [parseMonth(start), parseMonth(end)];
  if (!a || !b) throw new RangeError(`not YYYY/MM months: ${start}, ${end}`);
  return (b.year - a.year) * 12 + (b.month - a.month);
}

/** Every month from start to end, both included, oldest first. */
export function monthsBetween(start: string, end: string): string[] {
  const count = monthsApart(start, end);
  return Array.from({ length: Math.max(0, count + 1) }, (_, i) => shiftMonth(start, i));
}

/** The Tokyo calendar month a YYYY/MM names, as YYYY/MM/DD days and as SQL dates. */
export function monthDays(label: string): { start: string; end: string; isoStart: string; isoEnd: string; days: string[] } {
  const month = parseMonth(label);
  if (!month) throw new RangeError(`not a YYYY/MM month: ${label}`);
  const days = Array.from({ length: month.daysInMonth ?? 0 }, (_, i) => month.plus({ days: i }).toFormat('yyyy/MM/dd'));
  const last = month.endOf('month');
  return { start: days[0], end: days[days.length - 1], isoStart: month.toISODate() ?? '', isoEnd: last.toISODate() ?? '', days };
}

import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError, type FieldErrors } from '../../http/errors';
import type { components } from '../../generated/openapi';
import { pageWindow, toPagination } from '../../http/pagination';
import type { MeasureKind, MeasureStatus } from '../../../../src/shared/ranking/measure-rules';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { parseAccountKeys, toAccountKey } from '../local-accounts/local-account-keys';
import { requireLinked } from '../local-accounts/linking.service';
import type { AccountScope } from '../../tenancy/account-scope';
import { visibleKinds } from './measure-access';
import { assertCapacity, assertKindAllowed, assertProvidersContracted, remainingCapacity } from './measure-contract.service';
import { checkDepth, checkKeyword, checkKeywords, checkPoint, checkRadius, checkTime, depthFor, type KeywordValue, type PointValue } from './measure-input';
import { locatePoint } from './measure-point.service';
import { findMeasure, loadMeasureViews } from './measure-views.repository';
import { toMeasure } from './measures.mapper';
import { measuresMessagesJa as m } from './measures.messages.ja';
import { existingPairs, insertMeasures, keywordTaken, lockMeasureContract, ownLinkedIds, pairKey, updateMeasureRow, type NewMeasure } from './measures.repository';
import { pageMeasureIds } from './measure-filter.repository';
import type { MeasureRow } from './ranking.table';

type Schemas = components['schemas'];
type MeasureDeps = Pick<Deps, 'db' | 'clock' | 'providers'>;

export interface ListMeasuresQuery {
  free_word?: string;
  provider?: MeasureProvider;
  kind?: MeasureKind;
  local_accounts?: string[];
  status?: MeasureStatus;
  page?: number;
  page_size?: number;
}

/** The kinds this session may see, narrowed by the query's kind. */
export const kindsOf = (auth: AuthContext, kind?: MeasureKind): MeasureKind[] => visibleKinds(auth.actor).filter((k) => kind === undefined || k === kind);

/**
 * Local account keys of a filter as ids; a key that is not the company's (or outside a store user's stores) answers
 * 404 like any foreign id. The lists then narrow to a store user's stores on their own (MeasureFilter.accountScope).
 */
export async function filterAccountIds(deps: Pick<Deps, 'db'>, companyId: number, keys: readonly string[] | undefined, scope: AccountScope = null): Promise<number[] | undefined> {
  if (!keys || keys.length === 0) return undefined;
  const refs = parseAccountKeys([...new Set(keys)]);
  if ((await ownLinkedIds(deps.db, companyId, refs, scope)) !== refs.length) throw notFound();
  return refs.map((r) => r.id);
}

export async function listMeasures(deps: Pick<Deps, 'db'>, auth: AuthContext, query: ListMeasuresQuery): Promise<Schemas['MeasureList']> {
  const window = pageWindow(query);
  const localAccountIds = await filterAccountIds(deps, auth.company.id, query.local_accounts, auth.accountScope);
  const filter = { companyId: auth.company.id, kinds: kindsOf(auth, query.kind), provider: query.provider, status: query.status, freeWord: query.free_word, localAccountIds, accountScope: auth.accountScope };
  const { ids, total } = await pageMeasureIds(deps.db, filter, window);
  const views = await loadMeasureViews(deps.db, auth.company.id, ids);
  return { data: views.map(toMeasure), pagination: toPagination(window.page, window.pageSize, total) };
}

async function measureBody(deps: Pick<Deps, 'db'>, companyId: number, id: number): Promise<Schemas['MeasureBody']> {
  const [view] = await loadMeasureViews(deps.db, companyId, [id]);
  if (!view) throw notFound();
  return { data: toMeasure(view) };
}

/** A live measure the session may see; 404 otherwise. Changing a contracted keyword is the operator's. */
async function requireMeasure(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number, change: boolean): Promise<MeasureRow> {
  const row = await findMeasure(deps.db, auth.company.id, id, visibleKinds(auth.actor), auth.accountScope);
  if (!row) throw notFound();
  if (change && row.kind === 'contract' && !auth.session.isImpersonate) throw new DomainError('measure_contract_operator_only', 403, m.contractKeywordOperatorOnly);
  return row;
}

export const getMeasure = async (deps: Pick<Deps, 'db'>, auth: AuthContext, id: number): Promise<Schemas['MeasureBody']> =>
  measureBody(deps, auth.company.id, (await requireMeasure(deps, auth, id, false)).id);

const throwIfAny = (errors: FieldErrors) => {
  if (Object.keys(errors).length > 0) throw validationError(errors);
};

// The partial unique index (one live measure per listing and keyword) still guards a race between two requests.
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error || (typeof e === 'object' && e !== null); e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if (!('cause' in (e as object))) break;
  }
  return false;
};

// A linked listing always has its store (local-accounts.table.ts); one without is not a listing to measure.
const storeOf = (account: { storeId: number | null }): number => {
  if (account.storeId === null) throw notFound();
  return account.storeId;
};

export async function createMeasures(deps: MeasureDeps, auth: AuthContext, body: Schemas['MeasureCreateRequest']): Promise<Schemas['MeasureCreateBody']> {
  const errors: FieldErrors = {};
  const keywords = checkKeywords(body.keywords, errors);
  const checked = checkPoint(body.point, errors);
  checkRadius(body.radius_m, errors);
  checkTime(body.measure_time, errors);
  throwIfAny(errors);
  const { company } = auth;
  const accounts = await requireLinked(deps.db, company.id, body.local_account_ids, auth.accountScope);
  checkDepth(body.depth, accounts.map((a) => a.provider), errors);
  throwIfAny(errors);
  assertProvidersContracted(company, accounts.map((a) => a.provider));
  const kind = body.kind ?? 'menu';
  assertKindAllowed(auth, kind, company.measureContractScope);
  const point = await locatePoint(deps, checked.point);
  const now = deps.clock.now();

  const outcome = await deps.db.transaction(async (tx) => {
    const contract = await lockMeasureContract(tx, company.id);
    assertKindAllowed(auth, kind, contract.scope);
    const taken = await existingPairs(tx, company.id, accounts.map((a) => a.id), keywords.map((k) => k.key));
    const skipped: Schemas['MeasureCreateBody']['skipped'] = [];
    const rows: NewMeasure[] = [];
    const who = { companyId: company.id, userId: auth.user.id, now };
    const settings = { kind, point, radiusM: body.radius_m, measureTime: body.measure_time, depth: body.depth };
    for (const account of accounts) {
      const listing = { localAccountId: account.id, storeId: storeOf(account), provider: account.provider };
      for (const keyword of keywords) {
        if (taken.has(pairKey(account.id, keyword.key))) skipped.push({ local_account_id: toAccountKey(account.provider, account.id), keyword: keyword.keyword });
        else rows.push(newMeasure(who, listing, keyword, settings));
      }
    }
    await assertCapacity(tx, company.id, contract, rows.length);
    return { ids: await insertMeasures(tx, rows), skipped };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw validationError({ keywords: [m.exists] }, 'measure_exists');
    throw error;
  });
  const views = await loadMeasureViews(deps.db, company.id, outcome.ids);
  const message = outcome.ids.length === 0 ? m.nothingCreated(outcome.skipped.length) : m.created(outcome.ids.length, outcome.skipped.length);
  return { message, created: outcome.ids.length, skipped: outcome.skipped, data: views.map(toMeasure) };
}

export interface MeasureSettings {
  kind: MeasureKind;
  point: PointValue;
  radiusM: number;
  measureTime: string;
  depth?: number;
}

/** One new measuring measure of a listing (the JSON operation and the file import build rows the same way). */
export function newMeasure(
  who: { companyId: number; userId: number; now: Date },
  listing: { localAccountId: number; storeId: number; provider: MeasureProvider },
  keyword: KeywordValue,
  settings: MeasureSettings,
): NewMeasure {
  return {
    companyId: who.companyId,
    localAccountId: listing.localAccountId,
    storeId: listing.storeId,
    provider: listing.provider,
    keyword: keyword.keyword,
    keywordKey: keyword.key,
    kind: settings.kind,
    status: 'measuring',
    pointKind: settings.point.kind,
    pointLabel: settings.point.label,
    pointLat: settings.point.lat,
    pointLng: settings.point.lng,
    radiusM: settings.radiusM,
    measureTime: settings.measureTime,
    depth: depthFor(listing.provider, settings.depth),
    createdByUserId: who.userId,
    createdAt: who.now,
    updatedAt: who.now,
  };
}

/** The point to store: an unchanged address or station keeps its coordinates; a store point keeps what was read. */
function nextPoint(row: MeasureRow, point: PointValue): PointValue {
  if (point.kind === 'store') return row.pointKind === 'store' ? { ...point, lat: row.pointLat, lng: row.pointLng } : point;
  const sameLabel = point.kind === row.pointKind && point.label === row.pointLabel && row.pointLat !== null && row.pointLng !== null;
  if (point.lat === null && sameLabel) return { ...point, lat: row.pointLat, lng: row.pointLng };
  return point;
}

export async function updateMeasure(deps: MeasureDeps, auth: AuthContext, id: number, body: Schemas['MeasureUpdateRequest']): Promise<Schemas['MeasureBody']> {
  const row = await requireMeasure(deps, auth, id, true);
  const errors: FieldErrors = {};
  const keyword = checkKeyword(body.keyword);
  if ('error' in keyword) errors.keyword = [keyword.error];
  const checked = checkPoint(body.point, errors);
  checkRadius(body.radius_m, errors);
  checkTime(body.measure_time, errors);
  checkDepth(body.depth, [row.provider], errors);
  if ('error' in keyword || Object.keys(errors).length > 0) throw validationError(errors);
  if (keyword.value.key !== row.keywordKey && (await keywordTaken(deps.db, row, keyword.value.key))) throw validationError({ keyword: [m.exists] }, 'measure_exists');
  const point = await locatePoint(deps, nextPoint(row, checked.point));
  try {
    await updateMeasureRow(deps.db, auth.company.id, row.id, {
      keyword: keyword.value.keyword,
      keywordKey: keyword.value.key,
      pointKind: point.kind,
      pointLabel: point.label,
      pointLat: point.lat,
      pointLng: point.lng,
      radiusM: body.radius_m,
      measureTime: body.measure_time,
      depth: body.depth ?? row.depth,
      updatedAt: deps.clock.now(),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw validationError({ keyword: [m.exists] }, 'measure_exists');
    throw error;
  }
  return measureBody(deps, auth.company.id, row.id);
}

/** Deleted measures keep their results for audits; they stop showing and stop counting against the contract. */
export async function deleteMeasure(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, id: number): Promise<Schemas['MessageBody']> {
  const row = await requireMeasure(deps, auth, id, true);
  const now = deps.clock.now();
  await updateMeasureRow(deps.db, auth.company.id, row.id, { deletedAt: now, updatedAt: now });
  return { message: m.deleted };
}

export async function updateMeasureStatus(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, id: number, status: MeasureStatus): Promise<Schemas['MeasureBody']> {
  const row = await requireMeasure(deps, auth, id, true);
  if (row.status !== status) {
    await deps.db.transaction(async (tx) => {
      if (status === 'measuring') {
        const contract = await lockMeasureContract(tx, auth.company.id);
        if ((await remainingCapacity(tx, auth.company.id, contract)) < 1) {
          throw new DomainError('measure_contract_exceeded', 422, m.restartExceeded(contract.count), { status: [m.restartExceeded(contract.count)] });
        }
      }
      await updateMeasureRow(tx, auth.company.id, row.id, { status, updatedAt: deps.clock.now() });
    });
  }
  return measureBody(deps, auth.company.id, row.id);
}

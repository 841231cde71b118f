import type { components } from '../../generated/openapi';
import { inAccountScope, type AuthContext } from '../../http/auth-context';
import { DomainError, notFound, validationError } from '../../http/errors';
import { applyListingPatch, type ListingField } from '../../../../src/shared/business/listing';
import { toReflection } from './business.mapper';
import { listingSummary, type ListingDeps } from './listing.service';
import { reachable } from './listing-providers.service';
import { findListingStore, findRecords, insertChange, pickFields, saveRecord, startRecord, type ListingStore } from './listing-records.repository';
import { dispatchReflections, queueReflections, type ReflectionTarget } from './listing-reflection.service';
import { closeEdit, findGoogleEdit } from './google-edits.repository';
import type { GoogleEditRow } from './google-edits.table';
import { googleEditsMessagesJa as m } from './google-edits.messages.ja';

type Schemas = components['schemas'];

const editClosed = (): DomainError => new DomainError('google_edit_closed', 409, m.closed);

interface Decision {
  edit: GoogleEditRow;
  store: ListingStore;
  fields: ListingField[];
}

/**
 * The company's open edit, its store and the chosen fields (all of the edit's when none are given). A store user
 * decides only the edits of their own Google listings.
 */
async function decisionOf(deps: ListingDeps, auth: AuthContext, id: number, chosen: readonly ListingField[] | undefined): Promise<Decision> {
  const companyId = auth.company.id;
  const edit = await findGoogleEdit(deps.db, companyId, id);
  if (!edit || !inAccountScope(auth, edit.localAccountId)) throw notFound();
  if (edit.status !== 'open') throw editClosed();
  const store = await findListingStore(deps.db, companyId, edit.storeId, auth.accountScope);
  if (!store) throw notFound();
  if (store.google?.id !== edit.localAccountId) throw new DomainError('provider_not_linked', 409, m.googleNotLinked);
  const fields = chosen === undefined ? edit.fields : edit.fields.filter((f) => chosen.includes(f));
  if (fields.length === 0 || (chosen && chosen.some((f) => !edit.fields.includes(f)))) throw validationError({ fields: [m.notInEdit] });
  return { edit, store, fields };
}

async function recordOf(deps: ListingDeps, companyId: number, decision: Decision) {
  const found = (await findRecords(deps.db, companyId, [decision.store.id])).get(decision.store.id);
  // The watch starts the record when it finds an edit; a record still missing starts from Google's version before it.
  return found ?? startRecord(deps.db, { companyId, storeId: decision.store.id, listing: applyListingPatch(decision.edit.googleValues, decision.edit.recordValues), now: deps.clock.now() });
}

/**
 * Our record takes Google's values of the chosen fields (a save with its change row, source google_edit_accepted).
 * They are written back to Google too — at Google an update is accepted by patching the location with its values,
 * which clears hasGoogleUpdated — and to Yahoo where its automatic reflection is on.
 */
export async function acceptGoogleEdit(deps: ListingDeps, auth: AuthContext, id: number, chosen?: ListingField[]): Promise<Schemas['BusinessListingBody']> {
  const companyId = auth.company.id;
  const decision = await decisionOf(deps, auth, id, chosen);
  const { store, fields } = decision;
  const record = await recordOf(deps, companyId, decision);
  const listing = applyListingPatch(record.listing, pickFields(decision.edit.googleValues, fields));
  const now = deps.clock.now();
  const reflections = await deps.db.transaction(async (tx) => {
    if (!(await closeEdit(tx, companyId, id, { status: 'accepted', at: now, userId: auth.user.id, fields }))) throw editClosed();
    await saveRecord(tx, { companyId, storeId: store.id, expectedVersion: record.version, listing, userId: auth.user.id, now });
    await insertChange(tx, { companyId, storeId: store.id, userId: auth.user.id, source: 'google_edit_accepted', target: 'record', fields, before: pickFields(record.listing, fields), after: pickFields(listing, fields), at: now });
    const targets: ReflectionTarget[] = [{ provider: 'google', localAccountId: decision.edit.localAccountId, fields }];
    if (store.yahoo && store.yahoo.autoReflect && reachable(store.yahoo)) targets.push({ provider: 'yahoo', localAccountId: store.yahoo.id, fields });
    return queueReflections(tx, { companyId, storeId: store.id, userId: auth.user.id, source: 'google_edit_accepted', listing, targets, now });
  });
  await dispatchReflections(deps, reflections.map((r) => r.id));
  return {
    message: reflections.some((r) => r.provider === 'yahoo') ? m.acceptedAndQueued : m.accepted,
    data: await listingSummary(deps, companyId, store.id, { accountScope: auth.accountScope }),
    reflections: reflections.map(toReflection),
  };
}

/** Our values of the chosen fields go back to Google (a location patch of exactly those fields); the edit closes. */
export async function revertGoogleEdit(deps: ListingDeps, auth: AuthContext, id: number, chosen?: ListingField[]): Promise<Schemas['BusinessListingBody']> {
  const companyId = auth.company.id;
  const decision = await decisionOf(deps, auth, id, chosen);
  const { store, fields } = decision;
  const record = await recordOf(deps, companyId, decision);
  const now = deps.clock.now();
  const reflections = await deps.db.transaction(async (tx) => {
    if (!(await closeEdit(tx, companyId, id, { status: 'reverted', at: now, userId: auth.user.id, fields }))) throw editClosed();
    return queueReflections(tx, {
      companyId, storeId: store.id, userId: auth.user.id, source: 'google_edit_reverted', listing: record.listing,
      targets: [{ provider: 'google', localAccountId: decision.edit.localAccountId, fields }], now,
    });
  });
  await dispatchReflections(deps, reflections.map((r) => r.id));
  return { message: m.revertQueued, data: await listingSummary(deps, companyId, store.id, { accountScope: auth.accountScope }), reflections: reflections.map(toReflection) };
}

import {
  diffListings, LISTING_FIELDS, type BusinessListing, type ListingAttribute, type ListingField, type ListingProviderKey, type SpecialHoursEntry,
} from '../../../../src/shared/business/listing';
import type { components } from '../../generated/openapi';
import { bulkRuleViolation } from './bulk-rules';
import { bulkMessagesJa as m } from './bulk-run.messages.ja';
import { writableFields } from './listing-reflection.service';

// The one planner of a bulk edit: the dry run shows its lines and the apply job sends them, computed by the same
// function from the records of the moment, so what the dry run shows is what apply sends.

export type BulkChanges = components['schemas']['BusinessBulkChanges'];

/** Each key of the changes sets the listing field of the same name. */
const CHANGE_FIELDS: readonly (keyof BulkChanges & ListingField)[] = ['regular_hours', 'special_hours', 'website', 'hours_note', 'description', 'opening_date', 'attributes'];

/** The listing fields a bulk edit sets, in the listing's field order. */
export const touchedFields = (changes: BulkChanges): ListingField[] => LISTING_FIELDS.filter((field) => CHANGE_FIELDS.some((key) => key === field && changes[key] !== undefined));

const byDate = (a: SpecialHoursEntry, b: SpecialHoursEntry): number => a.date.localeCompare(b.date);

// A closed day carries no times, whatever the request said, so it compares equal to the providers' closed days.
const cleanEntry = (entry: SpecialHoursEntry): SpecialHoursEntry => (entry.closed ? { date: entry.date, closed: true, open: null, close: null } : { ...entry });

function mergeSpecialHours(current: readonly SpecialHoursEntry[], change: NonNullable<BulkChanges['special_hours']>): SpecialHoursEntry[] {
  const entries = change.entries.map(cleanEntry);
  if (change.mode === 'replace') return entries.sort(byDate);
  const replaced = new Set(entries.map((entry) => entry.date));
  return [...current.filter((entry) => !replaced.has(entry.date)), ...entries].sort(byDate);
}

/** Appended text starts a new line (a description is a paragraph); an empty description simply becomes the text. */
export const DESCRIPTION_SEPARATOR = '\n';

function nextDescription(current: string, change: NonNullable<BulkChanges['description']>): string {
  if (change.mode === 'replace') return change.text;
  const base = current.trimEnd();
  return base === '' ? change.text : `${base}${DESCRIPTION_SEPARATOR}${change.text}`;
}

function setAttributes(current: readonly ListingAttribute[], set: readonly ListingAttribute[]): ListingAttribute[] {
  const given = new Map(set.map((attribute) => [attribute.key, attribute.value]));
  const kept = current.filter((attribute) => !given.has(attribute.key));
  return [...kept, ...[...given].map(([key, value]) => ({ key, value }))];
}

/** The listing with the bulk changes applied; fields the changes do not name are left as they are. */
export function applyBulkChanges(listing: BusinessListing, changes: BulkChanges): BusinessListing {
  const next: BusinessListing = { ...listing };
  if (changes.regular_hours !== undefined) next.regular_hours = changes.regular_hours.map((period) => ({ ...period }));
  if (changes.special_hours !== undefined) next.special_hours = mergeSpecialHours(listing.special_hours, changes.special_hours);
  if (changes.description !== undefined) next.description = nextDescription(listing.description, changes.description);
  if (changes.website !== undefined) next.website = changes.website || null;
  if (changes.hours_note !== undefined) next.hours_note = changes.hours_note || null;
  if (changes.opening_date !== undefined) next.opening_date = changes.opening_date || null;
  if (changes.attributes !== undefined) next.attributes = setAttributes(listing.attributes, changes.attributes);
  return next;
}

export interface BulkTarget {
  localAccountId: number;
  provider: ListingProviderKey;
  /** false when the account is no longer linked (chosen by key, or unlinked since). */
  linked: boolean;
  /** false for a Yahoo listing linked without the place API (`local:`), which cannot be written. */
  reachable?: boolean;
}

export interface StoreListingState {
  /** Our record of the store's listing. */
  record: BusinessListing;
  /** Each provider's current version as last read; absent when never read (our record stands in). */
  providerVersions: Partial<Record<ListingProviderKey, BusinessListing | null>>;
  /**
   * false when the store has neither a record nor a provider version: merging hours or appending text needs the
   * current values, so nothing is planned for it until its listing has been read.
   */
  known?: boolean;
}

export interface PlannedLine {
  localAccountId: number;
  provider: ListingProviderKey;
  /** The fields sent to this account: set by the edit, carried by the provider, different from what it shows. */
  fields: ListingField[];
  before: Partial<BusinessListing>;
  after: Partial<BusinessListing>;
  skippedReason: string | null;
}

export interface StorePlan {
  next: BusinessListing;
  /** Save our record: it changes and at least one chosen account is written (or already shows the values). */
  saveRecord: boolean;
  lines: PlannedLine[];
}

const pick = (listing: BusinessListing, fields: readonly ListingField[]): Partial<BusinessListing> =>
  Object.fromEntries(fields.map((field) => [field, listing[field]])) as Partial<BusinessListing>;

const skipped = (target: BulkTarget, reason: string): PlannedLine => ({ localAccountId: target.localAccountId, provider: target.provider, fields: [], before: {}, after: {}, skippedReason: reason });

function planLine(state: StoreListingState, next: BusinessListing, touched: readonly ListingField[], target: BulkTarget): PlannedLine {
  if (!target.linked) return skipped(target, m.notLinked);
  if (target.reachable === false) return skipped(target, m.notReachable);
  if (state.known === false) return skipped(target, m.notRead);
  // The reflection drops the same fields (a provider's missing field, Google attributes), so this is what it sends.
  const carried = writableFields(target.provider, touched);
  if (carried.length === 0) return skipped(target, m.notCarried(m.providerLabel[target.provider]));
  // Compared with what the provider shows, so a value it already has is not sent again and one it lost is.
  const base = state.providerVersions[target.provider] ?? state.record;
  const fields = diffListings(base, next, carried);
  const broken = bulkRuleViolation(next, target.provider, fields);
  if (broken) return skipped(target, broken);
  return { localAccountId: target.localAccountId, provider: target.provider, fields, before: pick(base, fields), after: pick(next, fields), skippedReason: null };
}

/** One store's bulk edit: its next record and one line per chosen account (store × provider). */
export function planStore(state: StoreListingState, targets: readonly BulkTarget[], changes: BulkChanges): StorePlan {
  const next = applyBulkChanges(state.record, changes);
  const touched = touchedFields(changes);
  const lines = targets.map((target) => planLine(state, next, touched, target));
  const written = lines.some((line) => line.skippedReason === null);
  return { next, saveRecord: written && diffListings(state.record, next).length > 0, lines };
}

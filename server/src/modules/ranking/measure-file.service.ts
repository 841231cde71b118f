import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import type { components } from '../../generated/openapi';
import { toJstDate } from '../../formats';
import type { MeasureKind } from '../../../../src/shared/ranking/measure-rules';
import type { MeasureProvider } from '../../../../src/shared/ranking/rank';
import { assertKindAllowed, providerContracted, remainingCapacity } from './measure-contract.service';
import { parseLines, readHeader, type ParsedLine } from './measure-file.lines';
import { readMeasureFile } from './measure-file.read';
import { writeMeasuresXlsx } from './measure-file.xlsx';
import { measuresMessagesJa } from './measures.messages.ja';
import { existingPairs, insertMeasures, linkedByStoreCode, lockMeasureContract, measureFileRows, pairKey, type NewMeasure } from './measures.repository';
import { kindsOf, newMeasure } from './measures.service';

type Schemas = components['schemas'];
type ImportLine = Schemas['MeasureImportLine'];

const m = measuresMessagesJa;
const f = measuresMessagesJa.file;
const MAX_LINES = 1000;
const SETTINGS = { kind: 'menu' as const, point: { kind: 'store' as const, label: null, lat: null, lng: null } };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function exportMeasures(
  deps: Pick<Deps, 'db' | 'clock'>,
  auth: AuthContext,
  query: { provider?: MeasureProvider; kind?: MeasureKind },
): Promise<{ fileName: string; body: Buffer }> {
  const now = deps.clock.now();
  const rows = await measureFileRows(deps.db, { companyId: auth.company.id, kinds: kindsOf(auth, query.kind), provider: query.provider, accountScope: auth.accountScope });
  return { fileName: f.fileName(toJstDate(now).replaceAll('/', '')), body: await writeMeasuresXlsx(rows, now) };
}

const fileError = (message: string) => new DomainError('validation_failed', 422, messagesJa.validationFailed, { file: [message] });

/** The file's data lines with their own problems, or a 422 on `file` when it cannot be read as a keyword file. */
async function readLines(bytes: Buffer): Promise<ParsedLine[]> {
  const records = await readMeasureFile(bytes);
  if (records === null) throw fileError(f.unreadable);
  const [header, ...data] = records;
  if (!header) throw fileError(f.empty);
  const { columns, missing } = readHeader(header.cells);
  if (missing.length > 0) throw fileError(f.missingHeaders(missing));
  const lines = parseLines(data, columns);
  if (lines.length === 0) throw fileError(f.empty);
  if (lines.length > MAX_LINES) throw fileError(f.tooManyLines(MAX_LINES));
  return lines;
}

interface Planned {
  line: ImportLine;
  row: NewMeasure | null;
}

/** Each line judged against the company's listings, contracts and live measures (and the file's earlier lines). */
async function planLines(deps: Pick<Deps, 'db' | 'clock'>, tx: Deps['db'], auth: AuthContext, lines: readonly ParsedLine[]): Promise<Planned[]> {
  const { company } = auth;
  // A store user's file may name only their stores: another store's code reads as an unknown one.
  const listings = await linkedByStoreCode(tx, company.id, lines.map((l) => l.storeCode).filter((code) => code !== ''), auth.accountScope);
  const knownCodes = new Set([...listings.keys()].map((key) => key.slice(0, key.lastIndexOf(':'))));
  const listingOf = (line: ParsedLine) => (line.provider ? listings.get(`${line.storeCode}:${line.provider}`) : undefined);
  const taken = await existingPairs(
    tx,
    company.id,
    lines.flatMap((l) => listingOf(l)?.localAccountId ?? []),
    lines.flatMap((l) => l.keyword?.key ?? []),
  );
  const inFile = new Set<string>();
  const who = { companyId: company.id, userId: auth.user.id, now: deps.clock.now() };
  return lines.map((parsed) => {
    const errors = [...parsed.errors];
    const listing = listingOf(parsed);
    if (parsed.storeCode !== '' && parsed.provider && !listing) {
      errors.push(knownCodes.has(parsed.storeCode) ? f.providerNotLinked(m.providers[parsed.provider]) : f.storeUnknown);
    }
    if (parsed.provider && !providerContracted(company, parsed.provider)) errors.push(m.providerContract(m.providers[parsed.provider]));
    const base = { row: parsed.row, store_code: parsed.storeCode, provider: parsed.providerText, keyword: parsed.keyword?.keyword ?? parsed.keywordText };
    if (errors.length > 0 || !listing || !parsed.keyword || !parsed.provider) return { line: { ...base, status: 'error', message: errors.join(' / ') }, row: null };
    const pair = pairKey(listing.localAccountId, parsed.keyword.key);
    if (taken.has(pair)) return { line: { ...base, status: 'exists', message: f.existing }, row: null };
    if (inFile.has(pair)) return { line: { ...base, status: 'exists', message: f.duplicateInFile }, row: null };
    inFile.add(pair);
    const row = newMeasure(who, { ...listing, provider: parsed.provider }, parsed.keyword, { ...SETTINGS, radiusM: parsed.radiusM, measureTime: parsed.measureTime });
    return { line: { ...base, status: 'ok', message: null }, row };
  });
}

/**
 * All or nothing: with any error line, or more new measures than the contract has room for, nothing is created and
 * every line says why; a dry run judges the same way and creates nothing.
 */
export async function importMeasures(deps: Pick<Deps, 'db' | 'clock'>, auth: AuthContext, input: { file: unknown; dry_run?: 'true' | 'false' }): Promise<Schemas['MeasureImportBody']> {
  if (!Buffer.isBuffer(input.file) || input.file.length === 0) throw fileError(f.unreadable);
  const lines = await readLines(input.file);
  const dryRun = input.dry_run === 'true';
  assertKindAllowed(auth, SETTINGS.kind, auth.company.measureContractScope, 'file');
  return deps.db.transaction(async (tx) => {
    const contract = await lockMeasureContract(tx, auth.company.id);
    assertKindAllowed(auth, SETTINGS.kind, contract.scope, 'file');
    const planned = await planLines(deps, tx, auth, lines);
    const answer = (message: string, created: number, all: ImportLine[]) => ({ message, dry_run: dryRun, created, lines: all });
    const errors = planned.filter((p) => p.line.status === 'error').length;
    if (errors > 0) return answer(f.refused(errors), 0, planned.map((p) => p.line));
    const rows = planned.flatMap((p) => (p.row ? [p.row] : []));
    const remaining = await remainingCapacity(tx, auth.company.id, contract);
    if (rows.length > remaining) {
      const over = planned.map((p) => (p.row ? { ...p.line, status: 'error' as const, message: f.overContract } : p.line));
      return answer(f.refusedByContract(contract.count, remaining), 0, over);
    }
    const exists = planned.length - rows.length;
    if (dryRun) return answer(f.checked(rows.length, exists), 0, planned.map((p) => p.line));
    const ids = await insertMeasures(tx, rows);
    return answer(ids.length === 0 ? m.nothingCreated(exists) : f.imported(ids.length), ids.length, planned.map((p) => p.line));
  });
}

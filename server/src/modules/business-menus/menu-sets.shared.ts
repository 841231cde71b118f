import { randomUUID } from 'node:crypto';
import type { Deps } from '../../deps';
import type { Db } from '../../db/client';
import { DomainError, notFound, validationError } from '../../http/errors';
import { isProviderError } from '../../providers/shared/provider-errors';
import { autoReflectionOf } from '../local-accounts/auto-reflection.repository';
import { parseAccountKey, toAccountKey } from '../local-accounts/local-account-keys';
import type { LocalAccountRow } from '../local-accounts/local-accounts.table';
import type { AccountScope } from '../../tenancy/account-scope';
import { findLinkedAccount, findReflectionStates, findStoreAccounts, queueReflections } from './business-menus.repository';
import { businessMenusMessagesJa as m } from './business-menus.messages.ja';
import type { MenuReflectionRow, MenuSetContent, MenuSetKind } from './business-menus.table';

export type MenusDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'database' | 'startedAt' | 'logger' | 'tokenCipher' | 'providers' | 'storage'>;

/** Hands one reflection to the workers; the sweep takes it anyway when this fails. */
export type SendReflection = (reflectionId: number) => Promise<unknown>;

export interface StoreContext {
  key: string;
  account: LocalAccountRow & { storeId: number };
  accounts: LocalAccountRow[];
}

/**
 * The store behind a g_/y_ key of the company, with its linked accounts; 404 for any other key. For a store user
 * (scope) the key must be theirs and the store's other listings are theirs only (nothing is reflected elsewhere).
 */
export async function storeContext(db: Db, companyId: number, key: string, scope: AccountScope): Promise<StoreContext> {
  const account = await findLinkedAccount(db, companyId, parseAccountKey(key), scope);
  if (!account) throw notFound();
  return { key, account, accounts: await findStoreAccounts(db, companyId, account.storeId, scope) };
}

/** The company's (a store user's) linked account of `provider` behind `key`, refused while automatic reflection to it is on. */
export async function importableAccount(db: Db, companyId: number, key: string, scope: AccountScope): Promise<LocalAccountRow & { storeId: number }> {
  const account = await findLinkedAccount(db, companyId, parseAccountKey(key), scope);
  if (!account) throw notFound();
  const auto = await autoReflectionOf(db, companyId, [account.id]);
  if (auto.get(account.id) !== false) {
    throw new DomainError('import_refused_auto_reflection', 422, m.importRefused);
  }
  return account;
}

const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

const statusOf = (row: MenuReflectionRow | null) => {
  if (!row) return 'none' as const;
  if (row.status === 'claimed') return 'running' as const;
  if (row.status === 'done') return 'succeeded' as const;
  if (row.status === 'failed') return 'failed' as const;
  return 'pending' as const;
};

/** The contract's reflections of a store: one line per linked account, Google first. */
export async function reflectionsOf(db: Db, companyId: number, accounts: readonly LocalAccountRow[], kind: MenuSetKind) {
  const ids = accounts.map((a) => a.id);
  const [states, auto] = await Promise.all([findReflectionStates(db, companyId, ids, kind), autoReflectionOf(db, companyId, ids)]);
  return accounts.map((account) => {
    const state = states.get(account.id);
    const latest = state?.latest ?? null;
    return {
      local_account_id: toAccountKey(account.provider, account.id),
      provider: account.provider,
      title: account.title,
      auto_reflect: auto.get(account.id) ?? false,
      status: statusOf(latest),
      requested_at: iso(latest?.requestedAt),
      last_reflected_at: iso(state?.lastReflectedAt),
      error: latest?.status === 'failed' ? latest.errorMessage : null,
    };
  });
}

/** Queues, inside the save's transaction, a reflection to every account of the store whose automatic reflection is on. */
export async function queueStoreReflections(tx: Db, companyId: number, context: StoreContext, content: MenuSetContent, now: Date): Promise<number[]> {
  const auto = await autoReflectionOf(tx, companyId, context.accounts.map((a) => a.id));
  const targets = context.accounts.filter((account) => auto.get(account.id) === true);
  const rows = await queueReflections(
    tx,
    targets.map((account) => ({
      companyId,
      storeId: context.account.storeId,
      localAccountId: account.id,
      provider: account.provider,
      idempotencyKey: `${content.kind}-${account.id}-${randomUUID()}`,
      content,
    })),
    now,
  );
  return rows.map((row) => row.id);
}

export async function sendAll(ids: readonly number[], send: SendReflection): Promise<void> {
  for (const id of ids) await send(id);
}

/** A provider read failed: 429 when it asks to wait, else 502 with the provider's words where it gave some. */
export function providerFailure(error: unknown): DomainError {
  if (error instanceof DomainError) return error;
  if (isProviderError(error) && error.code === 'rate_limited') return new DomainError('rate_limited', 429, error.message);
  const detail = isProviderError(error) ? (error.detail.providerMessage ?? error.message) : null;
  return new DomainError('provider_failed', 502, detail ? `${m.providerFailed}（${detail}）` : m.providerFailed);
}

export const failIf = (errors: Record<string, string[]>, code?: string): void => {
  if (Object.keys(errors).length > 0) throw validationError(errors, code);
};

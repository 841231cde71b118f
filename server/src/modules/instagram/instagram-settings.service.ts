import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound, validationError } from '../../http/errors';
import { pageWindow, toPagination } from '../../http/pagination';
import { parseAccountKeys } from '../local-accounts/local-account-keys';
import { findLinkedByRefs } from '../local-accounts/local-accounts.repository';
import { normalizeHashtag } from './crosspost-rules';
import { findInstagramAccount } from './instagram-accounts.repository';
import { deleteSetting, findSetting, insertSetting, listSettings, reachesOutsideScope, updateSetting, type SettingValues } from './instagram-settings.repository';
import { toInstagramSetting } from './instagram.mapper';
import { instagramMessagesJa as m } from './instagram.messages.ja';

type SettingsDeps = Pick<Deps, 'db' | 'clock'>;

export interface InstagramSettingInput {
  instagram_account_id: number;
  local_account_ids: string[];
  required_hashtags: string[];
  excluded_hashtags: string[];
  remove_hashtags: boolean;
  enabled: boolean;
}

/** Stored as typed, without '#' and without repeats (compared without case). */
const tidyTags = (tags: readonly string[]): string[] => {
  const seen = new Set<string>();
  return tags.map((t) => t.trim().replace(/^[#＃]/u, '')).filter((t) => {
    const key = normalizeHashtag(t);
    if (!t || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

// A foreign or unlinked store, or another company's account, is a 404 as for any id the actor may not see.
async function checkedValues(deps: SettingsDeps, auth: AuthContext, input: InstagramSettingInput): Promise<{ values: SettingValues; accountIds: number[] }> {
  const refs = parseAccountKeys([...new Set(input.local_account_ids)]);
  if (refs.some((r) => r.provider !== 'google')) throw validationError({ local_account_ids: [m.googleOnly] });
  const stores = await findLinkedByRefs(deps.db, auth.company.id, refs, auth.accountScope);
  if (stores.length !== refs.length) throw notFound();
  if (!(await findInstagramAccount(deps.db, auth.company.id, input.instagram_account_id))) throw notFound();
  const requiredHashtags = tidyTags(input.required_hashtags);
  const excludedHashtags = tidyTags(input.excluded_hashtags);
  const required = new Set(requiredHashtags.map(normalizeHashtag));
  if (excludedHashtags.some((t) => required.has(normalizeHashtag(t)))) throw validationError({ excluded_hashtags: [m.hashtagBoth] });
  return {
    values: { instagramAccountId: input.instagram_account_id, requiredHashtags, excludedHashtags, removeHashtags: input.remove_hashtags, enabled: input.enabled },
    accountIds: stores.map((s) => s.id),
  };
}

async function answer(deps: SettingsDeps, auth: AuthContext, id: number, message: string) {
  const found = await findSetting(deps.db, auth.company.id, id, auth.accountScope);
  if (!found) throw notFound();
  return { message, data: toInstagramSetting(found) };
}

export async function listInstagramSettings(deps: Pick<Deps, 'db'>, auth: AuthContext, input: { page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(input);
  const { rows, total } = await listSettings(deps.db, auth.company.id, { limit, offset }, auth.accountScope);
  return { data: rows.map(toInstagramSetting), pagination: toPagination(page, pageSize, total) };
}

export async function getInstagramSetting(deps: SettingsDeps, auth: AuthContext, id: number) {
  return answer(deps, auth, id, '');
}

export async function createInstagramSetting(deps: SettingsDeps, auth: AuthContext, input: InstagramSettingInput) {
  const { values, accountIds } = await checkedValues(deps, auth, input);
  const row = await insertSetting(deps.db, auth.company.id, values, accountIds, deps.clock.now());
  return answer(deps, auth, row.id, m.created);
}

/** A setting a store user may change: one of theirs that crossposts to none but their stores (else 404). */
async function requireChangeable(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number): Promise<void> {
  if (!(await findSetting(deps.db, auth.company.id, id, auth.accountScope))) throw notFound();
  if (await reachesOutsideScope(deps.db, auth.company.id, id, auth.accountScope)) throw notFound();
}

export async function updateInstagramSetting(deps: SettingsDeps, auth: AuthContext, id: number, input: InstagramSettingInput) {
  await requireChangeable(deps, auth, id);
  const { values, accountIds } = await checkedValues(deps, auth, input);
  const row = await updateSetting(deps.db, auth.company.id, id, values, accountIds, deps.clock.now());
  if (!row) throw notFound();
  return answer(deps, auth, id, m.updated);
}

export async function deleteInstagramSetting(deps: Pick<Deps, 'db'>, auth: AuthContext, id: number) {
  await requireChangeable(deps, auth, id);
  if (!(await deleteSetting(deps.db, auth.company.id, id))) throw notFound();
  return { message: m.deleted };
}

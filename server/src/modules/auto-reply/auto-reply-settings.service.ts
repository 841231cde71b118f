import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import { messagesJa } from '../../http/messages.ja';
import { pageWindow, toPagination } from '../../http/pagination';
import { requireLinked } from '../local-accounts/linking.service';
import type { LocalAccountRow } from '../local-accounts/local-accounts.table';
import { scopedIds, type AccountScope } from '../../tenancy/account-scope';
import { REPLY_MAX_LENGTH, replyTextErrors } from '../reply-templates/reply-text.rules';
import { DEFAULT_AUTO_REPLY_SETTING, toAutoReplySetting, type AutoReplySettingInput, type RatingKey } from './auto-reply-settings.mapper';
import { findStoreSetting, listStoreSettings, setEnabled, upsertSettings } from './auto-reply-settings.repository';
import { autoReplyMessagesJa as m } from './auto-reply.messages.ja';
import type { FixedTextsByRating } from './auto-reply.table';

type SettingsDeps = Pick<Deps, 'db' | 'clock'>;

const RATING_KEYS: readonly RatingKey[] = ['1', '2', '3', '4', '5'];

/**
 * The company's linked stores for the keys (any other key, or one outside a store user's stores: 404, nothing saved),
 * all of them Google stores (422).
 */
async function requireGoogleStores(db: Deps['db'], companyId: number, keys: readonly string[], field: string, scope: AccountScope): Promise<LocalAccountRow[]> {
  const rows = await requireLinked(db, companyId, keys, scope);
  if (rows.some((row) => row.provider !== 'google')) throw validationError({ [field]: [m.googleOnly] }, 'auto_reply_google_only');
  return rows;
}

// Rules the contract cannot express: a rating must be chosen to switch a setting on, fixed-text mode needs a text
// for every answered rating, and fixed texts become replies, so they follow the reply box's rules.
function validSetting(input: AutoReplySettingInput): AutoReplySettingInput {
  const ratings = [...new Set(input.ratings)].sort((a, b) => a - b);
  const texts = input.fixed_texts as Record<string, string | undefined>;
  const textRules = RATING_KEYS.map((key) => ({
    field: `setting.fixed_texts.${key}`,
    value: texts[key],
    max: REPLY_MAX_LENGTH,
    required: input.mode === 1 && ratings.includes(Number(key)),
  }));
  const problems = replyTextErrors(textRules);
  const errors: FieldErrors = { ...problems?.errors };
  if (input.enabled && ratings.length === 0) errors['setting.ratings'] = [messagesJa.validation.requiredChoice];
  if (Object.keys(errors).length > 0) throw validationError(errors, problems && Object.keys(errors).length === Object.keys(problems.errors).length ? problems.code : 'validation_failed');
  const fixedTexts: FixedTextsByRating = {};
  for (const key of RATING_KEYS) {
    const text = texts[key]?.trim();
    if (text) fixedTexts[key] = text;
  }
  return { ...input, ratings, fixed_texts: fixedTexts, ai_mention: input.ai_mention.trim(), ai_avoid: input.ai_avoid.trim() };
}

export async function listAutoReplySettings(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { local_account_ids?: string[]; page?: number; page_size?: number }) {
  const { page, pageSize, limit, offset } = pageWindow(query);
  // Another company's key (or one not linked) answers 404 like every id; the company's own Yahoo store has no
  // automatic replies, so as a filter it simply matches nothing.
  const stores = query.local_account_ids ? await requireLinked(deps.db, auth.company.id, query.local_account_ids, auth.accountScope) : undefined;
  const ids = scopedIds(stores?.flatMap((store) => (store.provider === 'google' ? [store.id] : [])), auth.accountScope) ?? undefined;
  const { rows, total } = await listStoreSettings(deps.db, auth.company.id, { ids, limit, offset });
  return { data: rows.map(toAutoReplySetting), pagination: toPagination(page, pageSize, total) };
}

/** One setting saved to every given store, all or none. */
export async function updateAutoReplySettings(deps: SettingsDeps, auth: AuthContext, body: { local_account_ids: string[]; setting: AutoReplySettingInput }) {
  const setting = validSetting(body.setting);
  await deps.db.transaction(async (tx) => {
    const stores = await requireGoogleStores(tx, auth.company.id, body.local_account_ids, 'local_account_ids', auth.accountScope);
    await upsertSettings(tx, { companyId: auth.company.id, accountIds: stores.map((store) => store.id), setting, userId: auth.user.id, now: deps.clock.now() });
  });
  return { message: m.settingsSaved };
}

async function storeSetting(db: Deps['db'], companyId: number, accountId: number) {
  const row = await findStoreSetting(db, companyId, accountId);
  if (!row) throw notFound();
  return toAutoReplySetting(row);
}

/** A Yahoo store has no automatic reply setting at all: 404 like any other key without one. */
export async function getAutoReplySetting(deps: Pick<Deps, 'db'>, auth: AuthContext, key: string) {
  const [store] = await requireLinked(deps.db, auth.company.id, [key], auth.accountScope);
  if (store.provider !== 'google') throw notFound();
  return { data: await storeSetting(deps.db, auth.company.id, store.id) };
}

export async function switchAutoReply(deps: SettingsDeps, auth: AuthContext, body: { local_account_id: string; enabled: boolean }) {
  const [store] = await requireGoogleStores(deps.db, auth.company.id, [body.local_account_id], 'local_account_id', auth.accountScope);
  // A setting saved while off may answer no rating yet; switching it on would then do nothing.
  if (body.enabled && (await storeSetting(deps.db, auth.company.id, store.id)).ratings.length === 0) throw validationError({ enabled: [m.chooseRatingsFirst] });
  await setEnabled(deps.db, { companyId: auth.company.id, accountId: store.id, enabled: body.enabled, defaults: DEFAULT_AUTO_REPLY_SETTING, userId: auth.user.id, now: deps.clock.now() });
  return { message: body.enabled ? m.turnedOn : m.turnedOff, data: await storeSetting(deps.db, auth.company.id, store.id) };
}

import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth-context';
import { DomainError, notFound } from '../../http/errors';
import { accountGroupsPort } from './account-groups.port';
import { listPickerAccounts } from './local-accounts-picker.repository';
import { findPairedWith, setPair, setSelected, updateDisplayFields } from './local-accounts.repository';
import { localAccountsMessagesJa as m } from './local-accounts.messages.ja';
import { toGoogleAccount, toYahooAccount } from './local-accounts.mapper';
import { requireLinked } from './linking.service';

type SettingsDeps = Pick<Deps, 'db' | 'clock'>;

export async function listLocalAccounts(deps: Pick<Deps, 'db'>, auth: AuthContext, query: { only_selected?: boolean }) {
  const companyId = auth.company.id;
  const rows = await listPickerAccounts(deps.db, companyId, query.only_selected === true, auth.accountScope);
  const groups = accountGroupsPort();
  const [business, custom] = [await groups.listSummaries(deps.db, companyId, 'business_info'), await groups.listSummaries(deps.db, companyId, 'custom')];
  return {
    data: {
      local_accounts: rows.filter((r) => r.provider === 'google').map(toGoogleAccount),
      y_local_accounts: rows.filter((r) => r.provider === 'yahoo').map(toYahooAccount),
      business_info_groups: business,
      custom_groups: custom,
    },
  };
}

export async function pairGoogleAndYahoo(deps: SettingsDeps, auth: AuthContext, input: { local_account_id: string; y_local_account_id: string }) {
  const companyId = auth.company.id;
  await deps.db.transaction(async (tx) => {
    const rows = await requireLinked(tx, companyId, [input.local_account_id, input.y_local_account_id], auth.accountScope);
    const google = rows.find((r) => r.provider === 'google');
    const yahoo = rows.find((r) => r.provider === 'yahoo');
    if (!google || !yahoo) throw notFound();
    if (yahoo.pairedAccountId !== null || (await findPairedWith(tx, companyId, google.id))) {
      throw new DomainError('already_paired', 422, m.alreadyPaired, { y_local_account_id: [m.alreadyPaired] });
    }
    await setPair(tx, companyId, yahoo.id, google.id, google.storeId, deps.clock.now());
  });
  return { message: m.paired };
}

export async function unpairGoogleAndYahoo(deps: SettingsDeps, auth: AuthContext, input: { local_account_id: string; y_local_account_id: string }) {
  const companyId = auth.company.id;
  const rows = await requireLinked(deps.db, companyId, [input.local_account_id, input.y_local_account_id], auth.accountScope);
  const google = rows.find((r) => r.provider === 'google');
  const yahoo = rows.find((r) => r.provider === 'yahoo');
  if (!google || !yahoo || yahoo.pairedAccountId !== google.id) throw notFound();
  await setPair(deps.db, companyId, yahoo.id, null, null, deps.clock.now());
  return { message: m.unpaired };
}

export async function updateLocalAccountDetails(
  deps: SettingsDeps,
  auth: AuthContext,
  input: { local_account_id: string; title: string; address?: string; phone?: string | null },
) {
  const [row] = await requireLinked(deps.db, auth.company.id, [input.local_account_id], auth.accountScope);
  const fields = { title: input.title, ...(input.address === undefined ? {} : { address: input.address }), ...(input.phone === undefined ? {} : { phone: input.phone }) };
  await updateDisplayFields(deps.db, auth.company.id, row.id, fields, deps.clock.now());
  return { message: m.detailsSaved };
}

export async function updateLocalAccountSelectStatus(deps: SettingsDeps, auth: AuthContext, input: { local_account_ids: string[]; is_selected: boolean }) {
  const rows = await requireLinked(deps.db, auth.company.id, input.local_account_ids, auth.accountScope);
  await setSelected(
    deps.db,
    auth.company.id,
    rows.map((r) => r.id),
    input.is_selected,
    deps.clock.now(),
  );
  return { message: m.selectStatusSaved };
}

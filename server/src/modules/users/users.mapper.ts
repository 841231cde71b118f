import { toJstDateTime } from '../../formats';
import type { UserRow } from '../../tenancy/tenancy.table';
import { toAccountKey } from '../local-accounts/local-account-keys';
import type { UserStoreRow } from './company-users.repository';

export function toCompanyUser(row: UserRow, stores: readonly UserStoreRow[], selfId: number) {
  return {
    id: row.id,
    disp_user_id: row.dispUserId,
    user_name: row.userName,
    email: row.email,
    user_type: row.userType,
    stores: stores.filter((s) => s.userId === row.id).map((s) => ({ key: toAccountKey(s.provider, s.localAccountId), title: s.title })),
    is_self: row.id === selfId,
    invitation_pending: row.invitationPending,
    editable: row.userType !== 'support',
    created_at: toJstDateTime(row.createdAt),
  };
}

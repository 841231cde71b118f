import { Box, chakra } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../../components/button';
import type { Column } from '../../../components/list/paged-table';
import { StatusBadge } from '../../../components/status-badge';
import { usersJa } from '../../../shared/i18n/users.ja';
import type { CompanyUser } from '../users.api';

const t = usersJa.account;
const SHOWN_STORES = 3;

/** Whether the list may offer to delete a user: never oneself, never support staff. */
export const isDeletable = (user: CompanyUser) => user.editable && !user.is_self;

// A store user sees the stores listed; everyone else sees every store of the company.
const storesOf = (user: CompanyUser) => {
  if (user.user_type !== 'store') return t.allStores;
  if (user.stores.length === 0) return t.noStores;
  const titles = user.stores.slice(0, SHOWN_STORES).map((s) => s.title).join('、');
  return user.stores.length > SHOWN_STORES ? `${titles} ${t.moreStores(user.stores.length - SHOWN_STORES)}` : titles;
};

export interface UserColumnsOptions {
  checked: ReadonlySet<string>;
  onToggle: (user: CompanyUser) => void;
  onEdit: (user: CompanyUser) => void;
  onResend: (user: CompanyUser) => void;
  onDelete: (user: CompanyUser) => void;
  busy: boolean;
}

const RowActions = ({ user, options }: { user: CompanyUser; options: UserColumnsOptions }) => {
  if (!user.editable) return null;
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <Button size="sm" variant="outline" minH="44px" aria-label={t.editOf(user.user_name)} onClick={() => options.onEdit(user)}>
        {t.edit}
      </Button>
      {user.invitation_pending ? (
        <Button size="sm" variant="outline" minH="44px" disabled={options.busy} aria-label={t.resendOf(user.user_name)} onClick={() => options.onResend(user)}>
          {t.resend}
        </Button>
      ) : null}
      {isDeletable(user) ? (
        <Button size="sm" variant="ghost" minH="44px" disabled={options.busy} aria-label={t.deleteOf(user.user_name)} onClick={() => options.onDelete(user)}>
          {t.delete}
        </Button>
      ) : null}
    </Box>
  );
};

/** The columns of ユーザー管理, from the row's checkbox to its actions. */
export const useUserColumns = (options: UserColumnsOptions) =>
  useMemo(
    (): Column<CompanyUser>[] => [
      {
        key: 'select',
        header: t.columns.select,
        align: 'center',
        cell: (user) =>
          isDeletable(user) ? (
            <chakra.input
              type="checkbox"
              width="5"
              height="5"
              aria-label={t.select(user.user_name)}
              checked={options.checked.has(String(user.id))}
              onChange={() => options.onToggle(user)}
            />
          ) : null,
      },
      {
        key: 'name',
        header: t.columns.name,
        rowHeader: true,
        cellProps: { minW: '8rem', overflowWrap: 'anywhere' },
        cell: (user) => (user.is_self ? `${user.user_name}${t.self}` : user.user_name),
      },
      { key: 'email', header: t.columns.email, cellProps: { minW: '12rem', overflowWrap: 'anywhere' }, cell: (user) => user.email },
      { key: 'type', header: t.columns.type, cellProps: { whiteSpace: 'nowrap' }, cell: (user) => t.types[user.user_type] },
      { key: 'stores', header: t.columns.stores, cellProps: { minW: '10rem' }, cell: storesOf },
      {
        key: 'status',
        header: t.columns.status,
        cell: (user) =>
          user.invitation_pending ? <StatusBadge tone="warning" label={t.status.pending} /> : <StatusBadge tone="success" label={t.status.active} />,
      },
      { key: 'actions', header: t.columns.actions, cell: (user) => <RowActions user={user} options={options} /> },
    ],
    [options],
  );

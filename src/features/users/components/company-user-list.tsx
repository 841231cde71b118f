import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FreeWordFilter } from '../../../components/list/free-word-filter';
import { PagedTable } from '../../../components/list/paged-table';
import { intParam, stringParam, useListParams } from '../../../components/list/use-list-params';
import { usersJa } from '../../../shared/i18n/users.ja';
import { checkedAccountsAdded, checkedAccountsRemoved, checkedAccountsSet, checkedAccountToggled, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useDeleteUsersMutation, useListUsersQuery, useResendUserInvitationMutation, type CompanyUser } from '../users.api';
import { isDeletable, useUserColumns } from './company-user-columns';
import { UsersBulkBar } from './users-bulk-bar';

const t = usersJa.account;
/** The selection scope of the list's checkboxes (user ids). */
export const COMPANY_USERS_SCOPE = 'company-users';
const PAGE_SIZE = 10;
// The contract's bound on user_ids in one DELETE.
const MAX_DELETE = 100;
const FREE_WORD_MAX = 100;
const LIST_PARAMS = { page: intParam(1, { max: 100000 }), free_word: stringParam('', { maxLength: FREE_WORD_MAX }) };

type Pending = { kind: 'bulk'; ids: number[] } | { kind: 'one'; user: CompanyUser };

interface CompanyUserListProps {
  onEdit: (user: CompanyUser) => void;
  /** Called with the ids of users just deleted (the screen closes a form editing one of them). */
  onDeleted: (ids: number[]) => void;
  /** False while something else (the form's store picker) owns the bottom bar. */
  barEnabled: boolean;
}

// The company's users, searched by name or address (page and word kept in the URL), with their row actions and the
// bottom bar's deletion of the checked ones. Checked users stay checked across pages; a new search starts afresh.
export const CompanyUserList = ({ onEdit, onDeleted, barEnabled }: CompanyUserListProps) => {
  const dispatch = useAppDispatch();
  const { values, setPage, setFilters } = useListParams(LIST_PARAMS);
  const freeWord = values.free_word.trim();
  const list = useListUsersQuery({ page: values.page, pageSize: PAGE_SIZE, freeWord: freeWord || undefined });
  const checkedKeys = useAppSelector((s) => selectCheckedAccounts(s, COMPANY_USERS_SCOPE));
  const checked = useMemo(() => new Set(checkedKeys), [checkedKeys]);
  const [pending, setPending] = useState<Pending | null>(null);
  const [remove, removeState] = useDeleteUsersMutation();
  const [resend, resendState] = useResendUserInvitationMutation();
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);

  useEffect(() => {
    dispatch(checkedAccountsSet({ scope: COMPANY_USERS_SCOPE, keys: [] }));
  }, [dispatch, freeWord]);

  const busy = removeState.isLoading || resendState.isLoading;
  const columns = useUserColumns(
    useMemo(
      () => ({
        checked,
        onToggle: (user: CompanyUser) => dispatch(checkedAccountToggled({ scope: COMPANY_USERS_SCOPE, key: String(user.id) })),
        onEdit,
        onResend: (user: CompanyUser) => void resend({ id: user.id }),
        onDelete: (user: CompanyUser) => setPending({ kind: 'one', user }),
        busy,
      }),
      [checked, dispatch, onEdit, resend, busy],
    ),
  );

  const confirmDelete = () => {
    if (!pending) return;
    const ids = pending.kind === 'bulk' ? pending.ids : [pending.user.id];
    setPending(null);
    remove({ userIds: ids })
      .unwrap()
      .then(() => {
        dispatch(checkedAccountsRemoved({ scope: COMPANY_USERS_SCOPE, keys: ids.map(String) }));
        onDeleted(ids);
      })
      // The error dialog middleware says why the server refused (the last normal user, say); the selection stays.
      .catch(() => undefined);
  };

  return (
    <>
      <Box display="flex" flexWrap="wrap" gap="3" mb="4" maxW="40rem">
        <FreeWordFilter value={values.free_word} onCommit={(free_word) => setFilters({ free_word })} placeholder={t.searchPlaceholder} maxLength={FREE_WORD_MAX} />
      </Box>
      <PagedTable
        query={list}
        columns={columns}
        rowKey={(user) => user.id}
        rowTestId={(user) => `company-user-${user.id}`}
        label={t.listHeading}
        onPageChange={setPage}
        data-testid="company-user-list"
      />
      {checkedKeys.length > MAX_DELETE ? (
        <chakra.p role="status" color="danger" fontSize="sm" mt="2">
          {t.bulkTooMany(MAX_DELETE)}
        </chakra.p>
      ) : null}
      {barEnabled && rows.length > 0 ? (
        <UsersBulkBar
          selected={checkedKeys.length}
          total={list.data?.pagination.total ?? rows.length}
          max={MAX_DELETE}
          running={removeState.isLoading}
          onClear={() => dispatch(checkedAccountsSet({ scope: COMPANY_USERS_SCOPE, keys: [] }))}
          onSelectAll={() => dispatch(checkedAccountsAdded({ scope: COMPANY_USERS_SCOPE, keys: rows.filter(isDeletable).map((user) => String(user.id)) }))}
          onDelete={() => setPending({ kind: 'bulk', ids: checkedKeys.map(Number) })}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          message={pending.kind === 'bulk' ? t.bulkDeleteConfirm(pending.ids.length) : t.deleteConfirm(pending.user.user_name)}
          onCancel={() => setPending(null)}
          onConfirm={confirmDelete}
        />
      ) : null}
    </>
  );
};

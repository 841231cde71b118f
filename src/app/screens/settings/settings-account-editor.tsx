import { Box, chakra } from '@chakra-ui/react';
import { useCallback, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { useFormReveal } from '../../../components/form/use-form-reveal';
import { CompanyUserForm } from '../../../features/users/components/company-user-form';
import { CompanyUserList } from '../../../features/users/components/company-user-list';
import type { CompanyUser } from '../../../features/users/users.api';
import { usersJa } from '../../../shared/i18n/users.ja';
import { checkedAccountsSet, selectCheckedAccounts } from '../../../state/selection.slice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { USER_STORES_SCOPE, UserStoreChooser } from './user-store-chooser';

const t = usersJa.account;

// What the form panel holds: nothing, a new user (null) or the user being edited.
type Editing = { user: CompanyUser | null } | null;

// ユーザー管理's working area: 「ユーザーを追加」 or a row's 編集 opens the form above the list, with the store picker for a
// store user (its selection starts from the user's stores). While the form is open its picker owns the bottom bar,
// so the list's bulk bar steps aside.
export const SettingsAccountEditor = () => {
  const dispatch = useAppDispatch();
  const listHeadingId = useId();
  const { ref: formRef, reveal } = useFormReveal();
  const chosen = useAppSelector((s) => selectCheckedAccounts(s, USER_STORES_SCOPE));
  const [editing, setEditing] = useState<Editing>(null);

  const open = useCallback(
    (user: CompanyUser | null) => {
      dispatch(checkedAccountsSet({ scope: USER_STORES_SCOPE, keys: user?.stores.map((store) => store.key) ?? [] }));
      setEditing({ user });
      reveal();
    },
    [dispatch, reveal],
  );
  const close = useCallback(() => {
    setEditing(null);
    dispatch(checkedAccountsSet({ scope: USER_STORES_SCOPE, keys: [] }));
  }, [dispatch]);
  const onDeleted = useCallback((ids: number[]) => setEditing((current) => (current?.user && ids.includes(current.user.id) ? null : current)), []);

  const creating = editing !== null && editing.user === null;
  return (
    <>
      <Box display="flex" justifyContent="flex-end" mb="4">
        <Button minH="44px" variant={creating ? 'outline' : 'solid'} aria-expanded={creating} onClick={() => (creating ? close() : open(null))}>
          {creating ? t.close : t.open}
        </Button>
      </Box>
      <Box ref={formRef}>
        {editing ? (
          <CompanyUserForm
            key={editing.user?.id ?? 'new'}
            user={editing.user}
            chosenStores={chosen}
            storeChooser={<UserStoreChooser />}
            onDone={close}
            onCancel={close}
          />
        ) : null}
      </Box>
      <chakra.section aria-labelledby={listHeadingId} bg="surface" borderRadius="md" p={{ base: '3', md: '4' }}>
        <chakra.h2 id={listHeadingId} fontSize="lg" fontWeight="bold" mb="3">
          {t.listHeading}
        </chakra.h2>
        <CompanyUserList onEdit={open} onDeleted={onDeleted} barEnabled={editing === null} />
      </chakra.section>
    </>
  );
};

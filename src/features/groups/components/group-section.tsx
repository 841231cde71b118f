import { Box, chakra } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { ja } from '../../../shared/i18n/ja';
import type { AccountGroup } from '../groups.api';
import { useGroupKind, type GroupKind } from '../hooks/use-group-kind';
import { GroupList } from './group-list';
import { GroupNameForm } from './group-name-form';

// One kind of group: create by name, list with member counts, rename in a dialog, delete after confirmation.
export const GroupSection = ({ kind }: { kind: GroupKind }) => {
  const headingId = useId();
  const api = useGroupKind(kind);
  const [renaming, setRenaming] = useState<AccountGroup | null>(null);
  const [deleting, setDeleting] = useState<AccountGroup | null>(null);
  const title = ja.groups.kind[kind];
  return (
    <chakra.section aria-labelledby={headingId} bg="surface" borderRadius="md" p="4" mb="6" data-testid={`group-section-${kind}`}>
      <chakra.h2 id={headingId} fontSize="lg" fontWeight="bold" mb="3">
        {title}
      </chakra.h2>
      <Box maxW="480px" mb="4">
        <GroupNameForm
          label={ja.groups.name}
          submitLabel={kind === 'business' ? ja.groups.createBusiness : ja.groups.createCustom}
          onSubmit={(name) => api.create({ name, local_account_ids: [] })}
          testId={`group-create-${kind}`}
        />
      </Box>
      {api.isLoading ? (
        <Box aria-busy="true" minH="10" />
      ) : (
        <GroupList groups={api.groups} label={title} onRename={setRenaming} onDelete={setDeleting} />
      )}
      {renaming ? (
        <Modal title={ja.groups.rename} onClose={() => setRenaming(null)} footer={null}>
          <GroupNameForm
            initialName={renaming.name}
            submitLabel={ja.groups.save}
            onSubmit={(name) => api.update(renaming.id, { name, local_account_ids: renaming.local_account_ids })}
            onDone={() => setRenaming(null)}
            onCancel={() => setRenaming(null)}
          />
        </Modal>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          message={ja.groups.deleteConfirm(deleting.name)}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            void api.remove(id).catch(() => undefined);
          }}
        />
      ) : null}
    </chakra.section>
  );
};

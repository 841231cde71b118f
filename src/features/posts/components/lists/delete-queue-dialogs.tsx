import { chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { BulkResult } from '../../../../components/bulk/bulk-result-list';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Modal } from '../../../../components/modal';
import { ja } from '../../../../shared/i18n/ja';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { useDeleteAllPostHistoriesMutation, useListPostHistoriesQuery } from '../../posts.api';
import { BulkResultDialog } from './bulk-result-dialog';

const t = postListsJa.histories;
// Enough for one occurrence's stores in one page (the contract's largest page).
const QUEUE_PAGE = 200;

/**
 * Deleting every post of one occurrence (local_control_queue_id): the confirmation says how many posted items
 * will go, then the result lists store by store what the providers did.
 */
export const DeleteQueueDialogs = ({ queueId, onClose }: { queueId: number; onClose: () => void }) => {
  const posted = useListPostHistoriesQuery({ localControlQueueId: queueId, status: 0, page: 1, pageSize: QUEUE_PAGE });
  const [deleteAll] = useDeleteAllPostHistoriesMutation();
  const [result, setResult] = useState<BulkResult | null>(null);
  const [sending, setSending] = useState(false);
  const [names] = useState(() => new Map<string, string>());
  for (const history of posted.data?.data ?? []) names.set(history.local_account_id, history.account_title);
  // The count could not be read (the error dialog says why): there is nothing to confirm.
  useEffect(() => {
    if (posted.isError) onClose();
  }, [posted.isError, onClose]);

  if (result) return <BulkResultDialog title={t.deleteAllResultTitle} result={result} lineName={(key) => names.get(key)} onClose={onClose} />;
  if (posted.isError) return null;
  if (!posted.data || sending) {
    // Counting, then deleting: the dialog stays up, without a second 削除 to press, until the answer comes.
    return (
      <Modal title={t.deleteAll} footer={sending ? null : <Button variant="outline" onClick={onClose}>{ja.common.cancel}</Button>} onClose={sending ? undefined : onClose}>
        <chakra.p role="status">{sending ? t.deleteAllRunning : t.deleteAllCounting}</chakra.p>
      </Modal>
    );
  }
  const count = posted.data.pagination.total;
  if (count === 0) {
    return (
      <Modal title={t.deleteAll} onClose={onClose} footer={<Button onClick={onClose}>{ja.common.ok}</Button>}>
        <chakra.p>{t.deleteAllNone}</chakra.p>
      </Modal>
    );
  }
  return (
    <ConfirmDialog
      message={t.deleteAllConfirm(count)}
      confirmLabel={t.deleteAll}
      onCancel={onClose}
      onConfirm={() => {
        setSending(true);
        void deleteAll({ localControlQueueId: queueId })
          .unwrap()
          .then(setResult, onClose);
      }}
    />
  );
};

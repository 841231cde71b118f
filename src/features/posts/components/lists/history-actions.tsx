import { Box, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { useDeletePostHistoryMutation, useRetryPostHistoryMutation, useUpdateYahooPostPinnedMutation, type PostHistory } from '../../posts.api';
import { DeleteQueueDialogs } from './delete-queue-dialogs';

const t = postListsJa.histories;

/** The Yahoo pinned switch of a posted notice; the row shows the new state once the server saved it. */
const PinnedToggle = ({ history }: { history: PostHistory }) => {
  const [setPinned, { isLoading }] = useUpdateYahooPostPinnedMutation();
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" minH="44px" cursor="pointer">
      <chakra.input
        type="checkbox"
        width="5"
        height="5"
        aria-label={t.pinnedLabel(history.account_title)}
        checked={history.pinned === true}
        disabled={isLoading}
        onChange={(e) => void setPinned({ id: history.id, yahooPinnedRequest: { pinned: e.target.checked } })}
      />
      <chakra.span aria-hidden="true">{t.pinned}</chakra.span>
    </chakra.label>
  );
};

// What can be done with one history: send a failure again, delete a posted item (one store, or every store of the
// same occurrence), pin a Yahoo notice. Each deletion asks first.
export const HistoryActions = ({ history }: { history: PostHistory }) => {
  const [retry, retryState] = useRetryPostHistoryMutation();
  const [remove, removeState] = useDeletePostHistoryMutation();
  const [confirming, setConfirming] = useState<'one' | 'queue' | null>(null);
  const busy = retryState.isLoading || removeState.isLoading;
  const posted = history.status === 0;
  return (
    <Box display="flex" flexWrap="wrap" alignItems="center" gap="2">
      {history.status === 1 && history.can_retry ? (
        <Button size="sm" variant="outline" minH="44px" disabled={busy} aria-label={`${t.retry}：${history.account_title}`} onClick={() => void retry({ id: history.id })}>
          {t.retry}
        </Button>
      ) : null}
      {posted ? (
        <Button size="sm" variant="ghost" minH="44px" disabled={busy} aria-label={`${t.delete}：${history.account_title}`} onClick={() => setConfirming('one')}>
          {t.delete}
        </Button>
      ) : null}
      {posted ? (
        <Button size="sm" variant="ghost" minH="44px" disabled={busy} aria-label={`${t.deleteAll}：${history.scheduled_at}`} onClick={() => setConfirming('queue')}>
          {t.deleteAll}
        </Button>
      ) : null}
      {posted && history.provider === 'yahoo' && history.pinned !== null ? <PinnedToggle history={history} /> : null}
      {confirming === 'one' ? (
        <ConfirmDialog
          message={t.deleteOneConfirm(history.account_title)}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            void remove({ id: history.id });
          }}
        />
      ) : null}
      {confirming === 'queue' ? <DeleteQueueDialogs queueId={history.local_control_queue_id} onClose={() => setConfirming(null)} /> : null}
    </Box>
  );
};

import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { ja } from '../../../shared/i18n/ja';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import type { ReviewExportBody } from '../model/review-filters';
import { useAppDispatch } from '../../../store/hooks';
import { REVIEWS_TAG, reviewsApi, useRequestReviewExportMutation, useSyncReviewsMutation } from '../reviews.api';

// The sync runs as a job: the list reloads at once (invalidated by the call), when the job's realtime event arrives
// (useReviewSyncRefresh), and — for a console without realtime — once more when the job has usually finished.
const SECOND_LOOK_MS = 10_000;

const t = reviewInboxJa;

interface ReviewToolbarProps {
  // The stores to fetch now (none: every linked store the user sees).
  syncAccountIds: string[];
  exportRequest: () => ReviewExportBody;
  // While the stores that stand in for the provider are loading, an export would not match the list.
  exportDisabled?: boolean;
}

// 最新の口コミを取得 queues a sync (a dialog says it has started, with the server's message, and the list reloads);
// Excelで出力 queues an export of what the filters show (the running and completed dialogs follow).
export const ReviewToolbar = ({ syncAccountIds, exportRequest, exportDisabled = false }: ReviewToolbarProps) => {
  const dispatch = useAppDispatch();
  const [sync, syncState] = useSyncReviewsMutation();
  const [requestExport, exportState] = useRequestReviewExportMutation();
  const [synced, setSynced] = useState(0);
  const [started, setStarted] = useState<string | null>(null);

  useEffect(() => {
    if (synced === 0) return undefined;
    const timer = setTimeout(() => dispatch(reviewsApi.util.invalidateTags([REVIEWS_TAG])), SECOND_LOOK_MS);
    return () => clearTimeout(timer);
  }, [synced, dispatch]);

  const startSync = async () => {
    try {
      const answer = await sync({ reviewSyncRequest: syncAccountIds.length > 0 ? { local_account_ids: syncAccountIds } : {} }).unwrap();
      setSynced((n) => n + 1);
      setStarted(answer.message);
    } catch {
      // The api middleware's dialogs report the failure (429 opens the busy dialog).
    }
  };
  return (
    <Box display="flex" flexWrap="wrap" gap="2">
      <Button
        minH="44px"
        flex={{ base: '1 1 auto', md: '0 0 auto' }}
        disabled={syncState.isLoading}
        aria-busy={syncState.isLoading || undefined}
        onClick={() => void startSync()}
      >
        {syncState.isLoading ? t.syncing : t.sync}
      </Button>
      <Button
        variant="outline"
        minH="44px"
        flex={{ base: '1 1 auto', md: '0 0 auto' }}
        disabled={exportState.isLoading || exportDisabled}
        onClick={() => void requestExport({ reviewExportRequest: exportRequest() })}
      >
        {t.exportXlsx}
      </Button>
      {started !== null ? (
        <Modal
          title={t.syncStartedTitle}
          onClose={() => setStarted(null)}
          testId="sync-started-dialog"
          footer={<Button onClick={() => setStarted(null)}>{ja.common.ok}</Button>}
        >
          {started ? <chakra.p mb="2">{started}</chakra.p> : null}
          <chakra.p>{t.syncStartedNote}</chakra.p>
        </Modal>
      ) : null}
    </Box>
  );
};

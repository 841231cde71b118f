import { useState } from 'react';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';
import { useAppDispatch } from '../../../store/hooks';
import { reviewsApi } from '../reviews.api';

const t = reviewInboxJa.reply;

// Deletes the reply on the provider after the shared confirmation. It dispatches the call instead of holding a
// mutation hook, so the many cards of a long list do not each subscribe to the store.
export const DeleteReplyButton = ({ reviewId, onDeleted }: { reviewId: number; onDeleted: (message: string) => void }) => {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      const body = await dispatch(reviewsApi.endpoints.deleteReviewReply.initiate({ reviewId }, { track: false })).unwrap();
      onDeleted(body.message);
    } catch {
      // The api middleware's error dialog says why; the reply stays as it was.
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outline" minH="44px" disabled={busy} aria-busy={busy || undefined} onClick={() => setConfirming(true)}>
        {t.delete}
      </Button>
      {confirming ? <ConfirmDialog message={t.deleteConfirm} onCancel={() => setConfirming(false)} onConfirm={() => void remove()} /> : null}
    </>
  );
};

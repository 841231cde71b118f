import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { reviewInboxJa } from '../../../shared/i18n/reviews.ja';

interface ReplaceGuardProps {
  current: string;
  onReplace: (text: string) => void;
  children: (replaceDraft: (text: string) => void) => ReactNode;
}

// A template or an AI draft fills an empty box at once; over text the user wrote, it asks first.
export const ReplaceGuard = ({ current, onReplace, children }: ReplaceGuardProps) => {
  const [pending, setPending] = useState<string | null>(null);
  const replaceDraft = (text: string) => {
    if (!current.trim() || current === text) onReplace(text);
    else setPending(text);
  };
  return (
    <>
      {children(replaceDraft)}
      {pending !== null ? (
        <ConfirmDialog
          message={reviewInboxJa.reply.replaceConfirm}
          confirmLabel={reviewInboxJa.reply.replace}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            onReplace(pending);
            setPending(null);
          }}
        />
      ) : null}
    </>
  );
};

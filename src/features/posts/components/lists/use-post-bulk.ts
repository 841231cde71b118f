import { useCallback, useState } from 'react';
import type { BulkResult, BulkResultLine } from '../../../../components/bulk/bulk-result-list';
import { postListsJa } from '../../../../shared/i18n/post-lists.ja';
import { readApiError } from '../../../../store/api-error';
import { useAppDispatch } from '../../../../store/hooks';
import { bulkLineKey, bulkResult, skipReason, type BulkAction } from '../../model/list-bulk';
import {
  POST_SETTINGS_TAG,
  postsApi,
  useDeletePostSettingInBulkMutation,
  useSuspendResumePostSettingInBulkMutation,
  type PostSetting,
} from '../../posts.api';

const t = postListsJa.bulk;

export interface BulkProgress {
  done: number;
  total: number;
}

// The contract has no bulk operation for posts: a batch sends the one-post calls one after another (never in
// parallel — the quota is per project) and collects one result line per post. A 429 stops the batch: the rest
// are reported as left out, not hammered into more refusals.
export const usePostBulk = () => {
  const dispatch = useAppDispatch();
  const [suspendResume] = useSuspendResumePostSettingInBulkMutation();
  const [remove] = useDeletePostSettingInBulkMutation();
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);

  const send = useCallback(
    (action: BulkAction, post: PostSetting) =>
      action === 'delete'
        ? remove({ id: post.id }).unwrap()
        : suspendResume({ id: post.id, postSuspendRequest: { suspended: action === 'suspend' } }).unwrap(),
    [remove, suspendResume],
  );

  const run = useCallback(
    async (action: BulkAction, posts: PostSetting[]) => {
      const lines: BulkResultLine[] = [];
      let busy = false;
      setProgress({ done: 0, total: posts.length });
      for (const [index, post] of posts.entries()) {
        const key = bulkLineKey(post.id);
        const reason = busy ? t.skipped.busy : skipReason(post, action);
        if (reason) {
          lines.push({ local_account_id: key, status: 'skipped', message: reason });
        } else {
          try {
            await send(action, post);
            lines.push({ local_account_id: key, status: 'succeeded' });
          } catch (error) {
            const { status, body } = readApiError(error);
            busy = status === 429;
            lines.push({ local_account_id: key, status: 'failed', code: body.code, message: body.message ?? t.failedFallback });
          }
        }
        setProgress({ done: index + 1, total: posts.length });
      }
      // One refetch for the whole batch, whatever it changed.
      dispatch(postsApi.util.invalidateTags([POST_SETTINGS_TAG]));
      setProgress(null);
      setResult(bulkResult(action, lines));
    },
    [dispatch, send],
  );

  return { run, progress, result, closeResult: () => setResult(null) };
};

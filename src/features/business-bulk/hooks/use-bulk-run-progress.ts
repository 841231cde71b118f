import { addListener } from '@reduxjs/toolkit';
import { useEffect, useRef } from 'react';
import { realtimeWanted } from '../../../state/realtime-channel.slice';
import { useAppDispatch } from '../../../store/hooks';
import { businessBulkProgressReceived, realtimeResubscribed } from '../../realtime/realtime.slice';
import { BUSINESS_BULK_RUNS_TAG, bulkResultsChanged, bulkRunCountsReceived, businessBulkApi, type BulkRun } from '../business-bulk.api';

/** While a run is under way its record is re-read this often, in case a realtime event never comes. */
export const BULK_POLL_MS = 5000;

/**
 * Keeps one run's view current: each BusinessBulkProgress event (realtime) moves the counts at once, and new counts
 * reload the result lines; a comeback of the socket re-reads the run (events meanwhile are lost). The
 * caller also polls the run while it is running, so a missed event only delays the view.
 */
export function useBulkRunProgress(runId: number, run: BulkRun | undefined): void {
  const dispatch = useAppDispatch();
  // The bar moves with the events as the view opens, not from the first interaction on.
  useEffect(() => {
    dispatch(realtimeWanted());
  }, [dispatch]);
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: businessBulkProgressReceived,
          effect: (action) => {
            const { run_id, ...counts } = action.payload;
            if (run_id !== runId) return;
            dispatch(bulkRunCountsReceived(runId, counts));
          },
        }),
      ),
    [dispatch, runId],
  );
  useEffect(
    () =>
      dispatch(
        addListener({
          actionCreator: realtimeResubscribed,
          effect: (_action, api) => {
            api.dispatch(businessBulkApi.util.invalidateTags([BUSINESS_BULK_RUNS_TAG]));
            api.dispatch(bulkResultsChanged());
          },
        }),
      ),
    [dispatch],
  );
  // New counts (an event or a poll) reload the lines: at once when the status changes (finished, retried), otherwise at
  // most every few seconds, so a run of thousands of lines does not re-read its results on every event.
  const status = run?.status;
  const done = run ? run.total - run.pending : 0;
  const previous = useRef({ status, done, at: 0 });
  useEffect(() => {
    const last = previous.current;
    const now = Date.now();
    // The first answer only starts the view: the result lists are being read already.
    const changed = last.status !== undefined && (last.status !== status || (last.done !== done && now - last.at >= BULK_POLL_MS));
    if (changed) dispatch(bulkResultsChanged());
    previous.current = { status, done, at: changed ? now : last.at };
  }, [dispatch, status, done]);
}

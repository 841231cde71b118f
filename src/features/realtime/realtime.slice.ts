import { createAction } from '@reduxjs/toolkit';

// The typed stream of server events. The realtime connection dispatches one action per event; features listen to
// it (the export dialogs react to the Completed events) without knowing about the websocket.

export const exportEvents = ['ExportExcelCompleted', 'ExportExcelFailed', 'ExportReportCompleted', 'ExportReportFailed'] as const;
export type ExportEvent = (typeof exportEvents)[number];

export const isExportEvent = (name: string): name is ExportEvent => (exportEvents as readonly string[]).includes(name);
export const isFailureEvent = (event: ExportEvent): boolean => event.endsWith('Failed');

/** The private channel of one user's export notifications, as the server names it (Echo adds `private-`). */
export const exportChannelName = (dispUserId: string): string => `export_excel_channel.${dispUserId}`;

export interface RealtimeEventPayload {
  event: ExportEvent;
  /** The full Pusher channel name, e.g. private-export_excel_channel.demo-owner. */
  channel: string;
  /** The download link of a Completed event or the error message of a Failed one. */
  message: string;
}

export const realtimeEventReceived = createAction<RealtimeEventPayload>('realtime/eventReceived');

/** A review sync this user asked for (「最新の口コミを取得」) has ended: the server's ReviewSyncCompleted event. */
export const REVIEW_SYNC_COMPLETED_EVENT = 'ReviewSyncCompleted';
export const reviewSyncCompleted = createAction('realtime/reviewSyncCompleted');

/**
 * The channel was subscribed again after a dropped connection. Events sent meanwhile are not replayed (the protocol
 * has no history), so whoever shows their outcome refreshes its record (the data file list) on this.
 */
export const realtimeResubscribed = createAction('realtime/resubscribed');

/** A bulk listing edit's progress (H2's BusinessBulkProgress on the same channel): the run's counts, as BulkRun has them. */
export const BUSINESS_BULK_PROGRESS_EVENT = 'BusinessBulkProgress';
export interface BusinessBulkProgressPayload {
  run_id: number;
  status: 'running' | 'done' | 'done_with_failures';
  total: number;
  succeeded: number;
  failed: number;
  skipped: number;
  pending: number;
}
export const businessBulkProgressReceived = createAction<BusinessBulkProgressPayload>('realtime/businessBulkProgress');

const COUNT_KEYS = ['run_id', 'total', 'succeeded', 'failed', 'skipped', 'pending'] as const;
/** The event's payload when it has the documented shape; anything else is ignored (the run is re-read anyway). */
export const readBusinessBulkProgress = (data: unknown): BusinessBulkProgressPayload | null => {
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  if (!COUNT_KEYS.every((key) => typeof record[key] === 'number')) return null;
  if (record.status !== 'running' && record.status !== 'done' && record.status !== 'done_with_failures') return null;
  return record as unknown as BusinessBulkProgressPayload;
};

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

export interface LinePushRequest {
  /** A LINE user, group or room id that has added the channel as a friend (or the group it was invited to). */
  to: string;
  text: string;
  /**
   * Sent as X-Line-Retry-Key (a UUID): LINE accepts one request per key and answers a repeat with 409, so a push whose
   * answer was lost can be sent again without the message arriving twice.
   */
  retryKey: string;
}

/** 'sent': accepted now; 'already_sent': an earlier request with the same retry key was accepted. */
export type LinePushOutcome = 'sent' | 'already_sent';

/** Alert pushes through the LINE Messaging API (push message), or its emulator. */
export interface LinePort {
  push(request: LinePushRequest): Promise<LinePushOutcome>;
}

import type { Deps } from '../deps';

// The alerts a user can subscribe to. Modules that notice these events (review sync, automatic replies, posts, the
// Google edit watch, provider access, rank measurement) raise them through deps.alerts without knowing the alerts
// module: composition/alerts.ts installs the module's raiser here, the way the mail port stands for SMTP or the outbox.

export const ALERT_KINDS = ['low_rating', 'approval_waiting', 'post_failed', 'google_edit', 'link_expired', 'rank_drop'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

interface AlertSource {
  companyId: number;
  /** The store (linked account) the event is about; null for a company-wide event (a provider link). */
  localAccountId: number | null;
  /**
   * Names the source event once and for all (e.g. `review-123`): a user is alerted once per key, however often the
   * event is raised again (a retried job, a second sync).
   */
  sourceKey: string;
}

export type AlertEvent = AlertSource &
  (
    | { kind: 'low_rating'; rating: number; reviewer: string | null; comment: string | null }
    | { kind: 'approval_waiting'; rating: number | null; reviewer: string | null }
    | { kind: 'post_failed'; error: string }
    | { kind: 'google_edit'; fields: readonly string[] }
    | { kind: 'link_expired'; provider: 'google' | 'yahoo' }
    /** rank null: no longer within the measured depth. */
    | { kind: 'rank_drop'; keyword: string; previousRank: number; rank: number | null; drop: number }
  );

export interface AlertPort {
  /** Records the event for every subscriber and queues their deliveries; never throws (a lost alert is logged). */
  raise(event: AlertEvent): Promise<void>;
}

export type AlertRaiser = (deps: Deps, event: AlertEvent) => Promise<unknown>;

let installed: AlertRaiser | null = null;

export function installAlertRaiser(raiser: AlertRaiser): void {
  installed = raiser;
}

/** deps.alerts: the source's own work never fails because an alert could not be recorded. */
export function createAlertPort(deps: () => Deps): AlertPort {
  return {
    async raise(event) {
      if (!installed) {
        deps().logger.warn({ kind: event.kind, sourceKey: event.sourceKey }, 'no alert raiser installed; alert dropped');
        return;
      }
      try {
        await installed(deps(), event);
      } catch (error) {
        deps().logger.warn({ err: error, kind: event.kind, sourceKey: event.sourceKey }, 'alert could not be recorded');
      }
    },
  };
}

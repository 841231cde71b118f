import type { Deps } from '../deps';

export interface JobDefinition {
  /** Queue name, `<domain>.<verb>`. */
  name: string;
  /** Recurring schedule (cron, UTC) or none for on-demand jobs. */
  cron?: string;
  run(deps: Deps, data: unknown): Promise<void>;
  /** Run once (with no payload) as soon as the workers start, besides the schedule: a sweep after a restart. */
  runAtStart?: boolean;
}

import type { Deps } from '../deps';

export interface JobDefinition {
  /** Queue name, `<domain>.<verb>`. */
  name: string;
  /** Recurring schedule (cron, UTC) or none for on-demand jobs. */
  cron?: string;
  run(deps: Deps, data: unknown): Promise<void>;
}

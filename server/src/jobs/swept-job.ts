import type { Deps } from '../deps';
import type { JobDefinition } from './job-definition';
import type { SendOptions } from './job-queue';

export interface SweptJobSpec<TData extends object> {
  /** Queue name, `<domain>.<verb>`. */
  name: string;
  /** The sweep's schedule (cron, UTC); every minute by default, pg-boss's finest, so a stale claim waits at most that. */
  cron?: string;
  /** The payload of a targeted run; null (the schedule sends none) runs the sweep. */
  parse(data: unknown): TData | null;
  /** One intent, sent by whoever created it; it claims its row, so a second delivery does nothing. */
  runOne(deps: Deps, data: NoInfer<TData>): Promise<unknown>;
  /** Intents nobody sent, and claims a crashed worker left behind (see jobs/intents.ts). */
  sweep(deps: Deps): Promise<unknown>;
}

export interface SweptJob<TData extends object> extends JobDefinition {
  /**
   * Hands one intent to the workers; false when this process has none or the send failed. The row is already
   * stored, so either way the sweep takes it: callers need not handle false unless they want to run it themselves.
   */
  send(deps: Pick<Deps, 'jobs' | 'logger'>, data: TData, options?: SendOptions): Promise<boolean>;
}

/**
 * One queue for both halves of the intent pattern: sent with a payload, the worker runs that intent; scheduled
 * without one, the same queue runs the sweep. startJobs registers the worker and the schedule from this definition.
 */
export function defineSweptJob<TData extends object>(spec: SweptJobSpec<TData>): SweptJob<TData> {
  return {
    name: spec.name,
    cron: spec.cron ?? '* * * * *',
    // A restart sweeps at once instead of at the next minute: on the embedded database every claim older than the
    // process is already stale (see staleBefore), so work a killed server left behind resumes within seconds.
    runAtStart: true,
    run: async (deps, data) => {
      const parsed = spec.parse(data);
      if (parsed === null) await spec.sweep(deps);
      else await spec.runOne(deps, parsed);
    },
    send: async (deps, data, options) => {
      try {
        return await deps.jobs.send(spec.name, data, options);
      } catch (error) {
        deps.logger.warn({ err: error, job: spec.name, data }, 'job dispatch failed; left for the sweep');
        return false;
      }
    },
  };
}

export const isPositiveId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * parse for the common payload of one row id under `key`, e.g. { exportId }. Declare it as a const first: written
 * inline in defineSweptJob, TypeScript infers the payload from runOne's destructuring as {}.
 */
export function idPayload<const K extends string>(key: K): (data: unknown) => { [P in K]: number } | null {
  return (data) => {
    const id = (data as Partial<Record<K, unknown>> | null)?.[key];
    return isPositiveId(id) ? ({ [key]: id } as { [P in K]: number }) : null;
  };
}

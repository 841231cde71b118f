// How request handlers hand work to pg-boss. The queue exists before the workers start (deps are built first), so
// startJobs attaches its sender later. A process without workers has nothing attached: send answers false and the
// job's own sweep (a cron run over its table) picks the work up, which is why such jobs keep their requests in a table.
export interface SendOptions {
  /** Not before this moment (pg-boss startAfter); the job's sweep still covers a lost send. */
  startAfter?: Date;
}

export type JobSender = (name: string, data: object, options?: SendOptions) => Promise<unknown>;

export interface JobQueue {
  send(name: string, data: object, options?: SendOptions): Promise<boolean>;
  attach(sender: JobSender | null): void;
}

export function createJobQueue(): JobQueue {
  let sender: JobSender | null = null;
  return {
    async send(name, data, options) {
      if (!sender) return false;
      await sender(name, data, options);
      return true;
    },
    attach(next) {
      sender = next;
    },
  };
}

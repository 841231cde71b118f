import type { FastifyInstance } from 'fastify';
import { registerOpsAdminRoutes, registerOpsHooks, type EmulatorOps, type FailureStatus } from '../shared/emulator-ops';

export interface ControlOptions {
  controls: EmulatorOps;
  now: () => Date;
  /** The provider's own error body for an injected failure. */
  failureBody: (status: FailureStatus) => unknown;
  /** Resets the emulator's data; answers what the seed holds. */
  reseed: () => Record<string, unknown>;
}

const isAdminPath = (path: string): boolean => path.startsWith('/__admin') || path.startsWith('/__assets');

/** The shared hooks and admin routes plus `/__admin/seed`, for the Instagram, LLM and translation emulators. */
export function registerEmulatorControls(app: FastifyInstance, options: ControlOptions): void {
  registerOpsHooks(app, { ops: options.controls, now: options.now, isAdmin: isAdminPath, failureBody: options.failureBody });
  registerOpsAdminRoutes(app, options.controls);
  app.post('/__admin/seed', async () => {
    options.controls.clear();
    return options.reseed();
  });
}

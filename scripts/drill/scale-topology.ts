// The processes of a deployment on more than one process, in one place: deploy/compose.yaml runs these services and
// `npm run drill:scale` starts the same commands with the same settings on this machine (deploy/compose.test.ts
// compares the two, since containers cannot run where the drill does).

/** How every process starts: Node with tsx, the entry file directly (the pid is the process itself, not a wrapper). */
export const NODE_COMMAND = ['node', '--import', 'tsx'] as const;

export type ScaleServiceName = 'migrate' | 'api' | 'worker' | 'emulators';

export interface ScaleService {
  entry: string;
  /** Settings of this role, the same in Compose and in the drill. */
  env: Readonly<Record<string, string>>;
  /** How many of it run side by side (the migration runs once per release, before the others start). */
  replicas: number;
}

export const scaleServices: Readonly<Record<ScaleServiceName, ScaleService>> = {
  migrate: { entry: 'server/src/cli/migrate.ts', env: {}, replicas: 1 },
  api: {
    entry: 'server/src/main.ts',
    // Behind the reverse proxy; the demo data is not seeded in a deployment, the migration service ran already.
    env: { ROLE: 'api', MIGRATE: 'false', SEED_DEMO: 'false', TRUST_PROXY: 'true', DEV_ROUTES: 'false' },
    replicas: 2,
  },
  worker: { entry: 'server/src/main.ts', env: { ROLE: 'worker', MIGRATE: 'false', SEED_DEMO: 'false', DEV_ROUTES: 'false' }, replicas: 2 },
  // In a container the emulators listen on every interface, which they refuse without DEV_ROUTES=true (their admin
  // APIs answer anyone): only the other services of the deployment reach them there.
  emulators: { entry: 'emulators/main.ts', env: { DEV_ROUTES: 'true' }, replicas: 1 },
};

/** Settings every server process (migrate, api, worker) must share, with the same value everywhere. */
export const SHARED_SETTINGS = ['APP_SECRET', 'DATABASE_URL', 'REDIS_URL', 'PUBLIC_ORIGIN', 'EMULATORS_URL', 'STORAGE_DIR'] as const;

/**
 * Settings that name this machine's addresses, ports and files, or how much a process logs: they differ between
 * containers and the drill's processes on one host and are not compared.
 */
export const PER_HOST_SETTINGS = ['PORT', 'HOST', 'EMULATORS_PORT', 'EMULATORS_HOST', 'DATA_DIR', 'LOG_LEVEL'] as const;

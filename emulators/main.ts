import { isLoopbackHost } from '../server/src/config';
import { buildEmulatorsApp } from './emulators-app';

// `npm run emulators`: every provider emulator in its own process on one port, so the server (EMULATORS_URL) can be
// killed and restarted while the providers keep their state (grants, reviews, replies, call logs).
//   EMULATORS_PORT  default 3100
//   EMULATORS_HOST  default 127.0.0.1 (loopback; the emulators and their /__admin APIs accept any caller, so any
//                   other address needs DEV_ROUTES=true)

function portOf(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 3100;
  const port = Number(value);
  // Not 0: the consent pages must know the port before the process listens.
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    process.stderr.write(`EMULATORS_PORT must be an integer from 1 to 65535 (got "${value}")\n`);
    process.exit(1);
  }
  return port;
}

async function main(): Promise<void> {
  const port = portOf(process.env.EMULATORS_PORT);
  const host = process.env.EMULATORS_HOST?.trim() || '127.0.0.1';
  if (!isLoopbackHost(host) && !['1', 'true', 'yes', 'on'].includes(process.env.DEV_ROUTES?.trim().toLowerCase() ?? '')) {
    process.stderr.write(`EMULATORS_HOST=${host} is not a loopback address: the emulators' /__admin APIs would answer anyone. Set DEV_ROUTES=true to allow it.\n`);
    process.exit(1);
  }
  // The consent pages need an address a browser can open; a wildcard listen address is not one.
  const browserHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  const app = await buildEmulatorsApp({ publicOrigin: `http://${browserHost.includes(':') ? `[${browserHost}]` : browserHost}:${port}` });
  const address = await app.listen({ port, host });
  process.stdout.write(`emulators listening on ${address}/emulators/<name> (set EMULATORS_URL=${address} on the server)\n`);
  const stop = (): void => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`emulators failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

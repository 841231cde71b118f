// What the server's start-up pays for its imports: the modules server/src/main.ts imports (read from main.ts itself,
// without running it, since main.ts starts the server), the time to import them, the RSS afterwards, and which of the
// heavy libraries came in with them. Those libraries serve exports, reports, uploads, QR codes, the widget CSS filter,
// menus and snapshots, so none should load before the first request that needs it.
//
//   npx tsx scripts/start-modules.ts
//
// tsx loads the server's .ts files as ES modules, and an ES module importing a CommonJS package loads it through the
// CJS loader, whose own require() calls no ESM hook sees. So a package counts as loaded when either a resolve hook
// (registered here, after tsx's, so it sees every ESM resolution) or require.cache saw a file under its folder.
import { readFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel } from 'node:worker_threads';

const heavyPackages = [
  'playwright-core',
  'pdfkit',
  'exceljs',
  'sharp',
  'postcss',
  'ioredis',
  '@apidevtools/swagger-parser',
  'qrcode',
  'nodemailer',
  'fontkit',
  'mp4box',
];

// Loader hooks run on their own thread; the hook posts every resolved URL back through the port it is given.
const hookSource = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, nextResolve) {
  const result = await nextResolve(specifier, context);
  port.postMessage(result.url);
  return result;
}`;

function mainImports(mainFile: string): string[] {
  const source = readFileSync(mainFile, 'utf8');
  // A whole-statement `import type` is erased, so main.ts does not load that module.
  const statements = source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'(\.[^']+)';/gms);
  return [...statements].map((match) => match[1]);
}

function packageOf(location: string): string | undefined {
  const path = location.replaceAll('\\', '/');
  return heavyPackages.find((name) => path.includes(`/node_modules/${name}/`));
}

async function main(): Promise<void> {
  const resolved = new Set<string>();
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (url: string) => resolved.add(url));
  port1.unref();
  register(`data:text/javascript,${encodeURIComponent(hookSource)}`, { data: { port: port2 }, transferList: [port2] });

  const serverDir = resolve(import.meta.dirname, '../server/src');
  const specifiers = mainImports(resolve(serverDir, 'main.ts'));
  const rssBefore = process.memoryUsage().rss;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (const specifier of specifiers) await import(pathToFileURL(resolve(serverDir, specifier)).href);
  const importMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const rssAfter = process.memoryUsage().rss;
  // Messages from the hooks thread arrive asynchronously: let the last ones land.
  await new Promise((done) => setTimeout(done, 200));

  const require = createRequire(import.meta.url);
  const loaded = new Set<string>();
  for (const location of [...resolved, ...Object.keys(require.cache)]) {
    const name = packageOf(location);
    if (name) loaded.add(name);
  }

  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  // A report on stdout, like the other bench scripts (no logger: nothing here runs in the server).
  const print = (line: string) => process.stdout.write(`${line}\n`);
  print(`modules main.ts imports: ${specifiers.join(', ')}`);
  // CPU time is the steadier figure on a shared machine: wall time also counts waiting for a core.
  print(`import time: ${Math.round(importMs)} ms wall, ${Math.round((cpu.user + cpu.system) / 1000)} ms CPU (process up ${Math.round(process.uptime() * 1000)} ms)`);
  print(`RSS: ${mb(rssBefore)} before imports, ${mb(rssAfter)} after`);
  print('heavy packages loaded at start:');
  for (const name of heavyPackages) print(`  ${loaded.has(name) ? 'LOADED    ' : 'not loaded'}  ${name}`);
}

await main();

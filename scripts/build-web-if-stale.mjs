// `npm start` builds the console only when its inputs changed since the last build: a restart then skips the 2–4 s of
// `vite build`. The inputs' contents (not their times, which a checkout resets) are hashed into dist/.build-inputs.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const FILES = ['index.html', 'vite.config.ts', 'package-lock.json', 'tsconfig.json', 'tsconfig.base.json'];
const DIRS = ['src', 'public'];
const STAMP = path.join('dist', '.build-inputs');

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

export function inputsHash() {
  const hash = createHash('sha256');
  const plugins = readdirSync('scripts').filter((name) => name.startsWith('vite-')).map((name) => path.join('scripts', name));
  for (const file of [...FILES, ...plugins.sort(), ...DIRS.flatMap((dir) => [...walk(dir)])]) {
    if (!existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  }
  // Vite inlines VITE_* variables into the bundle.
  for (const [name, value] of Object.entries(process.env).filter(([n]) => n.startsWith('VITE_')).sort()) hash.update(`${name}=${value}\0`);
  return hash.digest('hex');
}

const started = performance.now();
const current = inputsHash();
const built = existsSync('dist/index.html') && existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() : null;
if (built === current) {
  process.stdout.write(`console build is current (checked in ${Math.round(performance.now() - started)} ms)\n`);
} else {
  const result = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(STAMP, `${current}\n`);
}

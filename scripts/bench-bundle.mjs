// Prints the gzip size of the JavaScript a route needs before it can render, from Vite's build manifest:
// the entry chunk, its static imports, and the lazy screen chunks of the route with their static imports.
// Budgets: the performance issue's goals (login ≤ 150 kB, signed-in shell ≤ 250 kB), tighter than the 180 / 350 kB of
// ../shared/docs/quality-bars.md.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'));
const keys = Object.keys(manifest);

const closure = (roots) => {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  roots.forEach(visit);
  return seen;
};

const find = (pattern) => {
  const hits = keys.filter((k) => pattern.test(k));
  if (hits.length === 0) throw new Error(`no chunk in the manifest matches ${pattern}`);
  return hits;
};

const gzipKb = (chunkKeys) => {
  let bytes = 0;
  for (const key of chunkKeys) {
    const file = manifest[key].file;
    if (file.endsWith('.js')) bytes += gzipSync(readFileSync(`dist/${file}`), { level: 9 }).length;
  }
  return bytes / 1024;
};

// What the server really sends to a browser that accepts brotli: the .br files vite-precompress wrote at build.
const brotliKb = (chunkKeys) => {
  let bytes = 0;
  for (const key of chunkKeys) {
    const file = `dist/${manifest[key].file}`;
    if (file.endsWith('.js')) bytes += existsSync(`${file}.br`) ? readFileSync(`${file}.br`).length : readFileSync(file).length;
  }
  return bytes / 1024;
};

const entry = keys.find((k) => manifest[k].isEntry);
// main.tsx imports the app after the static first paint; index.html preloads it (vite-boot-preload.ts), so every
// route needs it before it can render.
const boot = keys.find((k) => /src\/app\/boot\.tsx$/.test(k));
const routes = [
  { name: 'login route (/login)', budget: 150, screens: [/login-page\.tsx$/] },
  { name: 'signed-in shell (home, /)', budget: 250, screens: [/signed-in-layout\.tsx$/, /home-page\.tsx$/] },
];

let failed = false;
for (const route of routes) {
  const roots = [entry, boot, ...route.screens.flatMap(find)];
  const kb = gzipKb(closure(roots));
  const ok = kb <= route.budget;
  failed ||= !ok;
  const br = brotliKb(closure(roots));
  console.log(`${route.name}: ${kb.toFixed(1)} kB gzip (budget ${route.budget} kB) ${ok ? 'OK' : 'OVER BUDGET'}; served as ${br.toFixed(1)} kB brotli`);
}
const all = gzipKb(keys.filter((k) => manifest[k].file.endsWith('.js')));
console.log(`all JavaScript chunks together: ${all.toFixed(1)} kB gzip`);
process.exitCode = failed ? 1 : 0;

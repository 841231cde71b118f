// The import graph between server units, and its cycles.
//
// A unit is one feature module (server/src/modules/<name>), one top-level folder under server/src (http, jobs, db,
// providers, realtime, composition, tenancy, ...) or one root file (config.ts, deps.ts, ...); the demo seed under db/
// is a unit of its own (db/seed). Every import counts,
// type-only ones too: a cycle between units is a cycle whatever the import carries.
//
// Test code is left out of the graph: *.test.ts and *.testing.ts files and the whole of server/src/testing. Tests
// assemble a whole app and may reach anything; the boundaries are about the product code they test.
//
// Run: npx tsx scripts/server-import-graph.ts   (prints the edges with the files behind them, then the cycles)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

export type UnitEdge = { from: string; to: string; files: string[] };
export type ImportGraph = { units: string[]; edges: UnitEdge[] };

const excludedDirs = new Set(['testing', 'generated', 'types']);

function isTestFile(path: string): boolean {
  return /\.(test|testing)\.tsx?$/.test(path);
}

function sourceFiles(dir: string, srcDir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      const top = relative(srcDir, path).split(sep)[0];
      return excludedDirs.has(top) || entry === 'migrations' ? [] : sourceFiles(path, srcDir);
    }
    return /\.tsx?$/.test(entry) && !entry.endsWith('.d.ts') && !isTestFile(entry) ? [path] : [];
  });
}

/** The unit a file belongs to, or undefined for files outside server/src. */
export function unitOf(file: string, srcDir: string): string | undefined {
  const rel = relative(srcDir, file);
  if (rel.startsWith('..')) return undefined;
  const parts = rel.split(sep);
  if (parts.length === 1) return parts[0].replace(/\.tsx?$/, '');
  if (parts[0] === 'modules' && parts.length > 2) return `modules/${parts[1]}`;
  // The demo seed writes every module's rows, so it sits above the modules like composition does; it lives under db/
  // only because scripts and the emulators' tests import it from there.
  if (parts[0] === 'db' && (parts[1] === 'seed' || parts[1].startsWith('seed-demo'))) return 'db/seed';
  return parts[0];
}

function resolveImport(specifier: string, fromFile: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier).replace(/\.js$/, '');
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

export function buildImportGraph(srcDir: string): ImportGraph {
  const edges = new Map<string, UnitEdge>();
  const units = new Set<string>();
  for (const file of sourceFiles(srcDir, srcDir)) {
    const from = unitOf(file, srcDir);
    if (!from) continue;
    units.add(from);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(fileName, file);
      const to = target && unitOf(target, srcDir);
      if (!to || to === from || excludedDirs.has(to) || isTestFile(target)) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      const rel = relative(srcDir, file);
      if (!edge.files.includes(rel)) edge.files.push(rel);
      edges.set(key, edge);
    }
  }
  return { units: [...units].sort(), edges: [...edges.values()].sort((a, b) => (a.from + a.to).localeCompare(b.from + b.to)) };
}

/** Every elementary cycle is too many to print; one cycle per strongly connected component pair is enough to act on. */
export function findCycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of graph.edges) next.set(from, [...(next.get(from) ?? []), to]);
  const cycles: string[][] = [];
  const seen = new Set<string>();
  // For each edge a -> b, the shortest path b -> ... -> a closes a cycle; report each cycle once.
  for (const { from, to } of graph.edges) {
    const path = shortestPath(next, to, from);
    if (!path) continue;
    const cycle = [from, ...path.slice(0, -1)];
    const start = cycle.indexOf([...cycle].sort()[0]);
    const canonical = [...cycle.slice(start), ...cycle.slice(0, start)];
    const key = canonical.join(' -> ');
    if (seen.has(key)) continue;
    seen.add(key);
    cycles.push(canonical);
  }
  return cycles.sort((a, b) => a.length - b.length || a.join().localeCompare(b.join()));
}

function shortestPath(next: Map<string, string[]>, start: string, goal: string): string[] | undefined {
  const previous = new Map<string, string>([[start, start]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    if (node === goal) {
      const path = [node];
      while (path[0] !== start) path.unshift(previous.get(path[0]) as string);
      return path;
    }
    for (const target of next.get(node) ?? []) {
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return undefined;
}

export function describeCycle(cycle: string[], graph: ImportGraph): string {
  const hops = cycle.map((from, index) => {
    const to = cycle[(index + 1) % cycle.length];
    const edge = graph.edges.find((candidate) => candidate.from === from && candidate.to === to);
    return `  ${from} -> ${to}  (${edge?.files.join(', ')})`;
  });
  return [`${cycle.join(' -> ')} -> ${cycle[0]}`, ...hops].join('\n');
}

if (process.argv[1]?.endsWith('server-import-graph.ts')) {
  const srcDir = resolve(process.argv[2] ?? 'server/src');
  const graph = buildImportGraph(srcDir);
  const cycles = findCycles(graph);
  console.log(`${graph.units.length} units, ${graph.edges.length} edges\n`);
  for (const edge of graph.edges) console.log(`${edge.from} -> ${edge.to}`);
  console.log(`\n${cycles.length} cycle(s)`);
  for (const cycle of cycles) console.log(`\n${describeCycle(cycle, graph)}`);
  process.exitCode = cycles.length > 0 ? 1 : 0;
}

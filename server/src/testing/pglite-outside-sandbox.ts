import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { PGlite } from '@electric-sql/pglite';

type PgliteModule = typeof import('@electric-sql/pglite');

let loaded: PgliteModule | null = null;

// PGlite loads its file system and Emscripten runtime with dynamic import(), which Jest's CommonJS sandbox refuses
// without --experimental-vm-modules. Compiling its bundle with Node's main-context loader lets those imports run.
function loadPglite(): PgliteModule {
  if (loaded) return loaded;
  const file = require.resolve('@electric-sql/pglite');
  const fn = vm.compileFunction(fs.readFileSync(file, 'utf8'), ['exports', 'require', 'module', '__filename', '__dirname'], {
    filename: file,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const mod = { exports: {} };
  fn(mod.exports, require, mod, file, path.dirname(file));
  loaded = mod.exports as PgliteModule;
  return loaded;
}

const isDate = (value: unknown): value is Date => Object.prototype.toString.call(value) === '[object Date]';

// PGlite now lives in the main realm, where a Date made inside a test is not `instanceof Date`: serialise
// date and time parameters by their tag instead.
const dateSerializer = (value: unknown): string => (isDate(value) ? value.toISOString() : String(value));
const DATE_OIDS = [1082, 1114, 1184];

export const createPgliteOutsideSandbox = async (dir: string): Promise<PGlite> => {
  const { PGlite: Outer } = loadPglite();
  return Outer.create(dir, { serializers: Object.fromEntries(DATE_OIDS.map((oid) => [oid, dateSerializer])) });
};

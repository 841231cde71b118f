import type { ConfigFile } from '@rtk-query/codegen-openapi';
import { readFileSync } from 'node:fs';

type Spec = { tags?: { name: string }[] };
const spec = JSON.parse(readFileSync('openapi/dist/openapi.json', 'utf8')) as Spec;
const tags = (spec.tags ?? []).map((t) => t.name);

// One generated file per tag, all injected into the single createApi of src/api/base-api.ts.
const config: ConfigFile = {
  schemaFile: './openapi/dist/openapi.json',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  exportName: 'generatedApi',
  outputFiles: Object.fromEntries(
    tags.map((tag) => [
      `./src/api/generated/${tag}.gen.ts`,
      { filterEndpoints: (_name: string, def: { operation: { tags?: string[] } }) => def.operation.tags?.includes(tag) ?? false },
    ]),
  ),
};

export default config;

// Rebuilds everything generated from the contract: openapi/dist/openapi.json, the console's RTK Query files and
// the server's handler types. Generated files are committed; `npm run gen:check` fails CI when they drift.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import SwaggerParser from '@apidevtools/swagger-parser';

const bundled = await SwaggerParser.bundle('openapi/openapi.yaml');
await SwaggerParser.validate(structuredClone(bundled));
mkdirSync('openapi/dist', { recursive: true });
writeFileSync('openapi/dist/openapi.json', `${JSON.stringify(bundled, null, 2)}\n`);

mkdirSync('server/src/generated', { recursive: true });
execFileSync('npx', ['openapi-typescript', 'openapi/dist/openapi.json', '-o', 'server/src/generated/openapi.d.ts', '--silent'], {
  stdio: 'inherit',
});

for (const f of readdirSync('src/api/generated')) if (f.endsWith('.gen.ts')) rmSync(`src/api/generated/${f}`);
execFileSync('npx', ['rtk-query-codegen-openapi', 'openapi-config.ts'], { stdio: 'inherit' });

import path from 'node:path';
import { ESLint, type Linter } from 'eslint';

// Runs the repository's own ESLint config on code placed (by filePath) inside a feature module or a foundation. The
// config is loaded through Jest's module system: ESLint's own loader uses import(), which Jest's VM refuses.
const root = path.resolve(__dirname, '../..');
const config = jest.requireActual<{ default: Linter.Config[] }>('../../eslint.config.js').default;
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: config });

async function restrictedImports(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

it('a feature module may not import another feature module outside its allowed edges', async () => {
  const code = "import { reviews } from '../reviews/reviews.table';\nexport const table = reviews;\n";
  expect(await restrictedImports(code, 'server/src/modules/news/news.boundary.ts')).toEqual([
    expect.stringContaining('Server module news may not import module reviews'),
  ]);
});

it('a feature module imports foundations and its allowed modules freely', async () => {
  const code = [
    "import { companies } from '../../tenancy/tenancy.table';",
    "import type { Deps } from '../../deps';",
    "import { localAccounts } from '../local-accounts/local-accounts.table';",
    'export type Used = [typeof companies, Deps, typeof localAccounts];',
    '',
  ].join('\n');
  expect(await restrictedImports(code, 'server/src/modules/reviews/reviews.boundary.ts')).toEqual([]);
});

it('neither a feature module nor a foundation imports composition, and foundations import no module', async () => {
  const fromModule = "import { handlers } from '../../composition/handlers';\nexport const h = handlers;\n";
  expect(await restrictedImports(fromModule, 'server/src/modules/news/news.boundary.ts')).toHaveLength(1);
  const fromFoundation = "import { users } from '../modules/users/users.service';\nexport const u = users;\n";
  expect(await restrictedImports(fromFoundation, 'server/src/http/boundary.ts')).toEqual([expect.stringContaining('Foundations never import feature modules')]);
});

it('provider-access is a foundation: any module takes its gateway, and it imports no module', async () => {
  const fromModule = "import { providerAccessFor } from '../../provider-access/provider-access.service';\nexport const open = providerAccessFor;\n";
  expect(await restrictedImports(fromModule, 'server/src/modules/news/news.boundary.ts')).toEqual([]);
  const fromGateway = "import { localAccounts } from '../modules/local-accounts/local-accounts.table';\nexport const table = localAccounts;\n";
  expect(await restrictedImports(fromGateway, 'server/src/provider-access/boundary.ts')).toEqual([expect.stringContaining('Foundations never import feature modules')]);
});

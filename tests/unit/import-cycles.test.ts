import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findImportCycles } from '@scripts/import-cycles.ts';

/** A small project: each test writes its files, then asks for the cycles among them. */
let project: string;
beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'shutterswap-cycles-'));
  cpSync('tsconfig.base.json', path.join(project, 'tsconfig.base.json'));
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

function write(folder: string, files: Record<string, string>) {
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(project, folder, file)), { recursive: true });
    writeFileSync(path.join(project, folder, file), code);
  }
  return [`${folder}/**/*.ts`];
}

describe('the import-cycle check', () => {
  it('counts a cycle made of type-only imports, which ESLint lets pass', async () => {
    const globs = write('types', {
      'verifier.ts': `import type { Identity } from './identity-of.ts';\nexport type Verifier = (token: string) => Identity;\n`,
      'identity-of.ts': `import type { Verifier } from './verifier.ts';\nexport type Identity = { verifier: Verifier };\n`,
    });
    expect(await findImportCycles(globs, project)).toEqual({
      files: 2,
      fileCycles: [['types/verifier.ts', 'types/identity-of.ts']],
      folderCycles: [],
    });
  });

  it('counts a lazy import() closing a cycle', async () => {
    const globs = write('lazy', {
      'routes.ts': `export const page = () => import('./page.ts');\n`,
      'page.ts': `import { page } from './routes.ts';\nexport default page;\n`,
    });
    expect((await findImportCycles(globs, project)).fileCycles).toEqual([['lazy/routes.ts', 'lazy/page.ts']]);
  });

  it('finds two folders that import each other, though no file imports its importer', async () => {
    const globs = write('server', {
      'orders/order-steps.ts': `import { capture } from '../payments/capture.ts';\nexport const accept = () => capture;\n`,
      'orders/deal.ts': `export const deal = 1;\n`,
      'payments/capture.ts': `export const capture = 1;\n`,
      'payments/record-payment.ts': `import { deal } from '../orders/deal.ts';\nexport const record = deal;\n`,
      'db/schema.ts': `export const schema = 1;\n`,
      'db/database.ts': `import { schema } from './schema.ts';\nexport const db = schema;\n`,
    });
    expect(await findImportCycles(globs, project)).toEqual({
      files: 6,
      fileCycles: [],
      folderCycles: [['server/orders', 'server/payments']],
    });
  });
});

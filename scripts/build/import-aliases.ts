import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The import aliases (`@/…`, `@contract/…`, …) for Vite and Vitest, read from tsconfig.base.json, where they are
 * declared once. TypeScript, tsx, Playwright and ESLint read them there themselves.
 */
export function importAliases(): Alias[] {
  const tsconfig = JSON.parse(readFileSync(path.join(repositoryRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, [string]> };
  };
  return Object.entries(tsconfig.compilerOptions.paths).map(([pattern, [target]]) => {
    const absolute = path.join(repositoryRoot, target);
    return pattern.endsWith('/*')
      ? { find: pattern.slice(0, -1), replacement: absolute.slice(0, -1) }
      : { find: new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), replacement: absolute };
  });
}

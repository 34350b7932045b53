// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/features is a feature, so a new one is covered by the rules below from its first file. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Dependencies point one way (docs/design.md "Shape of the repository"): app -> features -> components, lib,
 * offline -> outbox-core, device-catalogue, contract; sw -> outbox-core, device-catalogue, contract; server -> contract.
 * Nothing imports the other way.
 */
const restrictedZones = [
  {
    // src/main.tsx, the entry, is the one importer of src/app.
    target: ['./src/features', './src/components', './src/lib', './src/offline', './src/styles', './server', './sw'],
    from: './src/app',
    message: 'Nothing imports src/app; the app composes features.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import sibling features: move shared code to src/components or src/lib.',
  })),
  {
    target: ['./src/components', './src/lib', './src/offline'],
    from: './src/features',
    message: 'Shared code never imports a feature: features build on it, not the other way.',
  },
  {
    target: ['./src/app', './src/features', './src/components'],
    from: './outbox-core',
    message:
      "Queue writes through the outbox's front door (src/offline/outbox/queue-write.ts, queued-writes.ts); only src/offline touches its core.",
  },
  {
    target: ['./src/app', './src/features', './src/components', './src/lib'],
    from: './src/offline/outbox',
    except: [
      './queue-write.ts',
      './queued-writes.ts',
      './write-kinds.ts',
      './use-write-sent.ts',
      './use-photo-progress.ts',
    ],
    message:
      "The outbox has one front door: queueWrite (queue-write.ts) and the queued writes' hooks (queued-writes.ts); its store and sender are its own.",
  },
  {
    target: './contract',
    from: ['./src', './server', './sw', './outbox-core', './device-catalogue'],
    message: 'The contract is shared by app, worker and server: it imports none of them.',
  },
  {
    target: './outbox-core',
    from: ['./src', './sw', './server'],
    message: 'The outbox core is shared by the app and the service worker: it imports neither, nor the server.',
  },
  {
    target: './device-catalogue',
    from: ['./src', './sw', './server', './outbox-core'],
    message: 'The device catalogue is shared by the app and the service worker: it imports neither, nor the server.',
  },
  {
    target: './sw',
    from: './src',
    message:
      'The service worker never imports the app: share code through outbox-core/, device-catalogue/ or contract/.',
  },
  { target: './src', from: './server', message: 'The browser app never imports server code.' },
  { target: './server', from: './src', message: 'The server never imports the browser app.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'dev-dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // Resolves the aliases of tsconfig.base.json, so the boundary rules see through them.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'tsconfig.node.json', 'sw/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      // no-cycle parses the modules an import leads to: TypeScript's parser reads them.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: restrictedZones }],
      // Dynamic import() counts too: a lazy page that imports its importer back is still a cycle. Packages are not
      // followed (their cycles are not ours, and reading them doubles lint time).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Imports say where they go: a relative import stays beside its file or one folder up, inside its top folder.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./\.\./|^\.\./(src|server|contract|outbox-core|device-catalogue|sw|scripts|tests)/`,
              message:
                'Use an alias from tsconfig.base.json (@/…, @contract/…, @outbox-core/…, @device-catalogue/…, @server/…) instead of climbing folders.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Scripts the built app serves as they are.
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);

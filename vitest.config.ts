import os from 'node:os';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { importAliases } from './scripts/build/import-aliases.ts';

const ALL_API_TESTS = ['tests/api/**/*.test.ts'];

/**
 * With PostgreSQL at hand the API suite runs there in full, and on the embedded database only where the engine
 * matters: migrations, search (text matching, ranking, keyset cursors, distance), row locking between concurrent steps
 * (orders, offers, the alert outbox), unique keys that make replays land once, hostile input reaching the engine,
 * saved-search matching and the price guide (SQL the search shares), and a call to every route (the access matrix).
 */
const ENGINE_TESTS = [
  'tests/api/db/**/*.test.ts',
  'tests/api/fuzz/**/*.test.ts',
  'tests/api/routes/access-matrix.test.ts',
  'tests/api/routes/featured-first.test.ts',
  'tests/api/routes/offers.test.ts',
  'tests/api/routes/offline-catalogue.test.ts',
  'tests/api/routes/order-lifecycle.test.ts',
  'tests/api/routes/outbox-replays.test.ts',
  'tests/api/routes/price-guide.test.ts',
  'tests/api/routes/saved-search*.test.ts',
  'tests/api/routes/search.test.ts',
  'tests/api/routes/search-cursor.test.ts',
  'tests/api/routes/search-radius.test.ts',
];

const apiProject = (name: string, include: string[], env: Record<string, string>): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include,
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app on its own database, so the files of a worker can share the server's modules:
    // importing them once per worker instead of once per file halves the suite's time (96 s to 44 s on PostgreSQL).
    isolate: false,
    // Run through Vitest, so the route files @fastify/autoload imports are TypeScript with our aliases, and share the
    // test's module instances (Node 20 alone cannot import .ts).
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});

// The API suite runs on the embedded database; with DATABASE_URL set, in full on PostgreSQL and its engine tests on
// the embedded database.
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  resolve: { alias: importAliases() },
  test: {
    // Vitest leaves a core free by default: on a two-core machine that is one worker for the whole suite.
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'seed',
          include: ['tests/seed/**/*.test.ts'],
          environment: 'node',
          // Seeding a database and drawing real photos; two cores shared with the API suite make it slow.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['tests/component/support/setup.ts'],
          // Forms are filled a key at a time, as a person types; on two busy cores a long form takes seconds.
          testTimeout: 20_000,
          // Dates are shown in the reader's time zone: the tests write them out for UTC.
          env: { TZ: 'UTC' },
        },
      },
      apiProject('api', postgresUrl ? ENGINE_TESTS : ALL_API_TESTS, { TEST_DATABASE: 'pglite' }),
      ...(postgresUrl
        ? [apiProject('api-postgres', ALL_API_TESTS, { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl })]
        : []),
    ],
  },
});

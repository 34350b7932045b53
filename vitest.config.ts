import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { importAliases } from './scripts/build/import-aliases';

const apiProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  extends: true,
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Run through Vitest, so the route files @fastify/autoload imports are TypeScript with our aliases, and share the
    // test's module instances (Node 20 alone cannot import .ts).
    server: { deps: { inline: ['@fastify/autoload'] } },
  },
});

// The API suite runs on the embedded database, and again on PostgreSQL when DATABASE_URL is set.
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  resolve: { alias: importAliases() },
  test: {
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
          // Dates are shown in the reader's time zone: the tests write them out for UTC.
          env: { TZ: 'UTC' },
        },
      },
      apiProject('api', { TEST_DATABASE: 'pglite' }),
      ...(postgresUrl
        ? [apiProject('api-postgres', { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl })]
        : []),
    ],
  },
});

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const apiProject = (name: string, env: Record<string, string>): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/api/support/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// The API suite runs on the embedded database, and again on PostgreSQL when DATABASE_URL is set.
const postgresUrl = process.env.DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          // The seed test draws real photos; two cores shared with the API suite make it slow.
          testTimeout: 180_000,
        },
      },
      apiProject('api', { TEST_DATABASE: 'pglite' }),
      ...(postgresUrl
        ? [apiProject('api-postgres', { TEST_DATABASE: 'postgres', TEST_POSTGRES_URL: postgresUrl })]
        : []),
    ],
  },
});

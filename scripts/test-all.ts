/**
 * `npm test`: typecheck, lint, every vitest project (unit, component, seed, and API on PGlite and on PostgreSQL
 * when DATABASE_URL is set), then the browser tests against a freshly built app. Stops at the first failure.
 */
import { spawnSync } from 'node:child_process';

const steps: Array<[label: string, command: string, args: string[], env?: NodeJS.ProcessEnv]> = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['unit, component, seed and API tests', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', 'build']],
  // The browser tests use the embedded database, like a newcomer's `npm start`.
  ['end-to-end tests', 'npx', ['playwright', 'test'], { DATABASE_URL: '' }],
];

for (const [label, command, args, env] of steps) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll checks passed.');

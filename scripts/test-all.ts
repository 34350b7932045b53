/**
 * `npm test`: typecheck and lint side by side, every vitest project (unit, component, seed, and the API suite: in
 * full on PostgreSQL when DATABASE_URL is set, on the embedded database where the engine matters or in full without
 * PostgreSQL), then one build and the browser journeys on two workers. Stops at the first failure; prints each
 * stage's time and test count.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

type Step = { label: string; command: string; args: string[]; env?: NodeJS.ProcessEnv };
type Stage = { steps: Step[]; count?: () => string };

const VITEST_REPORT = 'test-results/vitest-report.json';
// Written by playwright.config.ts's JSON reporter.
const E2E_REPORT = 'test-results/e2e-report.json';

function vitestCount(): string {
  const report = JSON.parse(readFileSync(VITEST_REPORT, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`;
}

function playwrightCount(): string {
  const { stats } = JSON.parse(readFileSync(E2E_REPORT, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  const flaky = stats.flaky ? `, ${stats.flaky} flaky` : '';
  return `${stats.expected} passed, ${stats.unexpected} failed, ${stats.skipped} skipped${flaky}`;
}

const stages: Stage[] = [
  {
    steps: [
      { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
      { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    ],
  },
  {
    steps: [
      {
        label: 'unit, component, seed and API tests',
        command: 'npx',
        args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_REPORT}`],
      },
    ],
    count: vitestCount,
  },
  { steps: [{ label: 'build', command: 'npm', args: ['run', '--silent', 'build'] }] },
  {
    steps: [
      // The browser tests use the embedded database, like a newcomer's `npm start`.
      {
        label: 'end-to-end tests',
        command: 'npx',
        args: ['playwright', 'test'],
        env: { DATABASE_URL: '' },
      },
    ],
    count: playwrightCount,
  },
];

function run(step: Step): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
const summary: string[] = [];
const started = Date.now();
rmSync(VITEST_REPORT, { force: true });
rmSync(E2E_REPORT, { force: true });

for (const stage of stages) {
  const label = stage.steps.map((step) => step.label).join(' + ');
  console.log(`\n=== ${label} ===`);
  const stageStarted = Date.now();
  const codes = await Promise.all(stage.steps.map(run));
  const counted = (() => {
    try {
      return stage.count ? ` — ${stage.count()}` : '';
    } catch {
      return '';
    }
  })();
  const failed = stage.steps.filter((_, index) => codes[index] !== 0);
  const line = `${label} (${seconds(stageStarted)})${counted}`;
  if (failed.length > 0) {
    console.error(`\n✗ ${failed.map((step) => step.label).join(', ')} failed: ${line}`);
    process.exit(1);
  }
  summary.push(`✓ ${line}`);
  console.log(summary.at(-1));
}
console.log(`\n${summary.join('\n')}\nAll checks passed in ${seconds(started)}.`);

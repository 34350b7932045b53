/**
 * One Lighthouse run (mobile, the default form factor; all four categories) with Debian's Chromium,
 * through the CLI in its own process group so a stuck run and its browser can be ended together.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const CHROMIUM_PATH = '/usr/bin/chromium';
/** Keeps Chromium off the closed network (see docs/design.md "Versions and pitfalls"). */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export type PageFigures = {
  /** Each category's score, 0 to 100. */
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  warnings: string[];
};

type Audit = { numericValue?: number };
type Report = {
  categories: Record<Category, { score: number | null } | undefined>;
  audits: Record<string, Audit | undefined>;
  runtimeError?: { code?: string; message: string };
  runWarnings?: string[];
};

const RUN_TIMEOUT_MS = 240_000;

function numeric(report: Report, audit: string): number {
  return report.audits[audit]?.numericValue ?? Number.NaN;
}

/** Lighthouse failed to record its trace (NO_NAVSTART): its message says to run it again. */
class TraceNotRecorded extends Error {}

function runCli(cli: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: true,
    });
    const errors: string[] = [];
    child.stderr?.on('data', (chunk: Buffer) => void errors.push(chunk.toString()));
    const timer = setTimeout(() => {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
      reject(new Error(`Lighthouse did not finish within ${RUN_TIMEOUT_MS / 1000} s`));
    }, RUN_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else {
        const said = errors.join('');
        const failure = `Lighthouse exited with ${code}: ${said.slice(-2000)}`;
        reject(said.includes('NO_NAVSTART') ? new TraceNotRecorded(failure) : new Error(failure));
      }
    });
  });
}

/** Lighthouse now and then fails to record its trace (NO_NAVSTART, "please run Lighthouse again"): it is run again. */
const TRACE_ATTEMPTS = 3;

export async function runLighthouse(cli: string, url: string, outDir: string, name: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runLighthouseOnce(cli, url, outDir, name);
    } catch (error) {
      if (!(error instanceof TraceNotRecorded) || attempt === TRACE_ATTEMPTS) throw error;
    }
  }
}

async function runLighthouseOnce(cli: string, url: string, outDir: string, name: string): Promise<PageFigures> {
  if (!url.startsWith('http://127.0.0.1:')) throw new Error(`Benchmarks only load this machine, not ${url}`);
  const outputPath = path.join(outDir, `${name}.json`);
  await runCli(cli, [
    url,
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
    '--max-wait-for-load=60000',
    '--quiet',
  ]);
  const report = JSON.parse(await readFile(outputPath, 'utf8')) as Report;
  if (report.runtimeError?.code === 'NO_NAVSTART') throw new TraceNotRecorded(report.runtimeError.message);
  if (report.runtimeError) throw new Error(`Lighthouse on ${url}: ${report.runtimeError.message}`);
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>,
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    fcpMs: numeric(report, 'first-contentful-paint'),
    warnings: report.runWarnings ?? [],
  };
}

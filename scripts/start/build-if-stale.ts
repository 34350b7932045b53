import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * What the app's build reads: the folders the browser's TypeScript project includes (tsconfig.json, so a folder
 * added there is never forgotten here), the worker, and the build's own inputs.
 */
export function appBuildSources(): string[] {
  const { include } = JSON.parse(readFileSync('tsconfig.json', 'utf8')) as { include: string[] };
  return [
    ...include,
    'sw',
    'public',
    'index.html',
    'manifest.webmanifest',
    'vite.config.ts',
    'scripts/build',
    'package-lock.json',
  ];
}

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** Whether a source of the app changed since the last build (or there is none). */
export function isBuildStale(distDir: string): boolean {
  const builtAt = newestModification(path.join(distDir, 'index.html'));
  return builtAt <= Math.max(...appBuildSources().map(newestModification));
}

/** Builds the PWA only when a source is newer than the last build, so a second start is quick. */
export function buildIfStale(distDir: string, log: (line: string) => void): void {
  if (!isBuildStale(distDir)) {
    log('The app is already built and up to date.');
    return;
  }
  log('Building the app…');
  const result = spawnSync('npm', ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The app build failed');
}

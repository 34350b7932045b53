import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'src',
  'sw',
  'outbox-core',
  'contract',
  'public',
  'index.html',
  'manifest.webmanifest',
  'vite.config.ts',
  'scripts/build',
  'package-lock.json',
];

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

/** Builds the PWA only when a source is newer than the last build, so a second start is quick. */
export function buildIfStale(distDir: string, log: (line: string) => void): void {
  const builtAt = newestModification(path.join(distDir, 'index.html'));
  const changedAt = Math.max(...SOURCES.map(newestModification));
  if (builtAt > changedAt) {
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

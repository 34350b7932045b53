import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isBuildStale } from '@scripts/start/build-if-stale.ts';

/** A project folder with a build made at 10:00 and sources written at 09:00. */
let project: string;
let cwd: string;
const at = (hour: number) => new Date(`2026-11-27T${String(hour).padStart(2, '0')}:00:00Z`);

function writeAt(file: string, content: string, hour: number) {
  mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
  writeFileSync(path.join(project, file), content);
  utimesSync(path.join(project, file), at(hour), at(hour));
}

beforeEach(() => {
  cwd = process.cwd();
  project = mkdtempSync(path.join(os.tmpdir(), 'shutterswap-stale-'));
  writeAt('tsconfig.json', JSON.stringify({ include: ['src', 'contract', 'outbox-core', 'device-catalogue'] }), 9);
  for (const file of ['src/main.tsx', 'device-catalogue/saved-sets.ts', 'sw/sw.ts', 'index.html']) writeAt(file, '', 9);
  for (const folder of ['', 'src', 'device-catalogue', 'sw']) utimesSync(path.join(project, folder), at(9), at(9));
  writeAt('dist/index.html', '<!doctype html>', 10);
  process.chdir(project);
});

afterEach(() => {
  process.chdir(cwd);
  rmSync(project, { recursive: true, force: true });
});

describe('npm start rebuilds the app', () => {
  it('not when nothing changed since the build', () => {
    expect(isBuildStale('dist')).toBe(false);
  });

  it('when the device catalogue changed, like any folder the app includes', () => {
    writeAt('device-catalogue/saved-sets.ts', 'export {};', 11);
    expect(isBuildStale('dist')).toBe(true);
  });

  it('when the service worker changed', () => {
    writeAt('sw/sw.ts', 'export {};', 11);
    expect(isBuildStale('dist')).toBe(true);
  });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let distDir: string;
beforeAll(async () => {
  distDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shutterswap-dist-')), 'dist');
  await mkdir(distDir);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Shutterswap</title>');
  await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(path.join(distDir, '..', 'secret.txt'), 'do-not-serve');
  // The build's server-side renderer and manifest sit beside the app: for the server, not for browsers.
  await mkdir(path.join(distDir, '.ssr'));
  await writeFile(path.join(distDir, '.ssr', 'first-paint-chunk.js'), 'export const secret = 1;');
  await mkdir(path.join(distDir, '.vite'));
  await writeFile(path.join(distDir, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
  t = await createTestApp({ WEB_DIST_DIR: distDir });
});
afterAll(() => t.close());

describe('serving the built app', () => {
  it.each(['/', '/product/123', '/dashboard/my-orders', '/no/such/page'])(
    'answers %s with the app shell, revalidated',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Shutterswap</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves hashed assets as immutable, including ones built after start-up', async () => {
    const built = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(built.headers['cache-control']).toContain('immutable');
    await writeFile(path.join(distDir, 'assets', 'later-def456.js'), 'console.log("rebuilt")');
    const later = await t.app.inject({ method: 'GET', url: '/assets/later-def456.js' });
    expect(later.statusCode).toBe(200);
    expect(later.body).toContain('rebuilt');
  });

  it.each(['/.ssr/first-paint-chunk.js', '/.vite/manifest.json', '/.ssr/', '/%2essr/first-paint-chunk.js'])(
    'does not serve the build’s server-side files: %s is a 404',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
      expect(response.body).not.toContain('src/main.tsx');
    },
  );

  it('answers a missing asset with 404, not the shell', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/gone-000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it.each(['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt'])(
    'does not serve a file outside the build folder through %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('do-not-serve');
    },
  );
});

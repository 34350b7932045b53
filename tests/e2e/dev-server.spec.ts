import { spawn } from 'node:child_process';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/*
 * `npm run dev` serves the app from Vite's dev server in front of the API: a change to a source reaches the open page
 * with no reload. The API here is this worker's test server; the change is a stylesheet's custom property, put back
 * afterwards.
 */
const THEME = 'src/styles/theme.css';

test('the dev server brings a source change into the open page without a reload', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const port = Number(process.env.E2E_PORT) + 5;
  const vite = spawn(
    process.execPath,
    ['node_modules/vite/bin/vite.js', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { env: { ...process.env, VITE_API_TARGET: baseURL! }, stdio: 'ignore' },
  );
  const original = readFileSync(THEME, 'utf8');
  const { atime, mtime } = statSync(THEME);
  try {
    const devUrl = `http://127.0.0.1:${port}/`;
    await expect
      .poll(
        () =>
          fetch(devUrl).then(
            (answer) => answer.status,
            () => 0,
          ),
        { timeout: 30_000 },
      )
      .toBe(200);
    await page.goto(devUrl);
    await expect(page.getByRole('link', { name: 'Products' }).first()).toBeVisible({ timeout: 60_000 });
    // Vite may reload once while it bundles the app's dependencies on first sight: wait until the page is settled.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    writeFileSync(THEME, `${original}\n:root { --dev-server-probe: 'changed'; }\n`);
    await expect
      .poll(
        () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--dev-server-probe')),
        { timeout: 20_000 },
      )
      .toBe("'changed'");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  } finally {
    writeFileSync(THEME, original);
    utimesSync(THEME, atime, mtime);
    vite.kill('SIGTERM');
  }
});

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, test, type BrowserContext, type Page } from '@playwright/test';
import { skipCongratulations } from './app-session';
import { startKillSwitchProxy, type KillSwitchProxy } from './kill-switch-proxy';
import { PHONE } from './screenshot';

/*
 * Phones for journeys with no signal: each a browser profile of its own (closed and relaunched as a phone closes the
 * app), reaching the server through a kill-switch proxy, since `setOffline` does not cut a service worker's network
 * in a persistent profile, nor can it fake a weak signal. Called once at the top of a spec file, it starts the proxy
 * for the file, resets it before each test, and after each closes the browsers (a screenshot of every tab when the
 * test failed) and deletes the profiles.
 */

export interface PhoneLab {
  /** The kill switch, as the test left it (every test starts with it passing everything). */
  readonly proxy: KillSwitchProxy;
  newProfileDir(): Promise<string>;
  /** Launches Debian's Chromium on the profile, at phone size, behind the proxy; `clockTime` starts its clock then. */
  openProfile(dir: string, options?: { clockTime?: number }): Promise<BrowserContext>;
  firstTab(context: BrowserContext): Promise<Page>;
  /** The phone loses its signal: the page knows it is offline, and nothing reaches the server (the worker included). */
  loseSignal(context: BrowserContext): Promise<void>;
  regainSignal(context: BrowserContext): Promise<void>;
}

export function phoneLab({ proxyPort, profilePrefix }: { proxyPort: number; profilePrefix: string }): PhoneLab {
  let proxy: KillSwitchProxy | undefined;
  const openContexts: BrowserContext[] = [];
  const profileDirs: string[] = [];
  const theProxy = () => {
    if (!proxy) throw new Error('The kill-switch proxy starts before the first test');
    return proxy;
  };

  test.beforeAll(async () => {
    const upstream = test.info().project.use.baseURL;
    if (!upstream) throw new Error('playwright.config.ts names no baseURL');
    proxy = await startKillSwitchProxy({ upstream, port: proxyPort });
  });

  test.afterAll(async () => {
    await proxy?.close();
  });

  test.beforeEach(() => {
    theProxy().setMode('pass');
    theProxy().setRules([]);
    theProxy().clearLog();
  });

  test.afterEach(async () => {
    const testInfo = test.info();
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [index, context] of openContexts.splice(0).entries()) {
      if (failed) {
        for (const [tab, page] of context.pages().entries()) {
          await page
            .screenshot({ path: testInfo.outputPath(`profile-${index}-tab-${tab}.png`) })
            .catch(() => undefined);
        }
      }
      await context.close().catch(() => undefined);
    }
    for (const dir of profileDirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  return {
    get proxy() {
      return theProxy();
    },
    async newProfileDir() {
      const dir = await mkdtemp(path.join(os.tmpdir(), `shutterswap-${profilePrefix}-profile-`));
      profileDirs.push(dir);
      return dir;
    },
    async openProfile(dir, options = {}) {
      const { launchOptions } = test.info().project.use;
      const context = await chromium.launchPersistentContext(dir, {
        executablePath: launchOptions?.executablePath,
        args: launchOptions?.args,
        baseURL: theProxy().origin,
        viewport: PHONE,
        serviceWorkers: 'allow',
      });
      openContexts.push(context);
      if (options.clockTime !== undefined) await context.clock.install({ time: options.clockTime });
      await skipCongratulations(context);
      return context;
    },
    async firstTab(context) {
      return context.pages()[0] ?? (await context.newPage());
    },
    async loseSignal(context) {
      theProxy().setMode('refuse');
      await context.setOffline(true);
    },
    async regainSignal(context) {
      theProxy().setMode('pass');
      await context.setOffline(false);
    },
  };
}

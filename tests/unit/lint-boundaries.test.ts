import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/*
 * The layering rules of eslint.config.js (docs/design.md "Shape of the repository"), each shown firing on a small
 * source linted as if it sat in the real folder. Lint passing on the code only shows nothing breaks a rule today.
 */
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// A feature folder nobody listed anywhere, made before the config is read, as a new feature's first file would be.
const NEW_FEATURE = path.join(repositoryRoot, 'src/features/zz-new-feature-fixture');
mkdirSync(NEW_FEATURE, { recursive: true });
afterAll(() => rmSync(NEW_FEATURE, { recursive: true, force: true }));
const eslint = new ESLint({ cwd: repositoryRoot });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repositoryRoot, filePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => `${ruleId}: ${message}`);
}

const restricted = (importPath: string, reason: string) =>
  `import-x/no-restricted-paths: Unexpected path "${importPath}" imported in restricted zone. ${reason}`;

const SIBLING_FEATURE = 'Features never import sibling features: move shared code to src/components or src/lib.';
const SHARED_IMPORTS_FEATURE = 'Shared code never imports a feature: features build on it, not the other way.';
const IMPORTS_APP = 'Nothing imports src/app; the app composes features.';
const CONTRACT_IMPORTS = 'The contract is shared by app, worker and server: it imports none of them.';
const WORKER_IMPORTS_APP =
  'The service worker never imports the app: share code through outbox-core/, device-catalogue/ or contract/.';
const OUTBOX_CORE_IMPORTS =
  'The outbox core is shared by the app and the service worker: it imports neither, nor the server.';
const DEVICE_CATALOGUE_IMPORTS =
  'The device catalogue is shared by the app and the service worker: it imports neither, nor the server.';
const APP_IMPORTS_SERVER = 'The browser app never imports server code.';
const OUTBOX_CORE_FROM_SCREENS =
  "Queue writes through the outbox's front door (src/offline/outbox/queue-write.ts, queued-writes.ts); only src/offline touches its core.";
const OUTBOX_INTERNALS =
  "The outbox has one front door: queueWrite (queue-write.ts) and the queued writes' hooks (queued-writes.ts); its store and sender are its own.";
const SERVER_IMPORTS_APP = 'The server never imports the browser app.';

// The first files linted load the resolver and parse the modules no-cycle follows: seconds on a busy machine.
describe('layering rules', { timeout: 30_000 }, () => {
  it('refuses a feature importing a sibling feature', async () => {
    expect(
      await problems(
        'src/features/buying/pages/Fixture.tsx',
        `import ProductsPage from '@/features/catalogue/pages/ProductsPage';\nexport default ProductsPage;\n`,
      ),
    ).toEqual([restricted('@/features/catalogue/pages/ProductsPage', SIBLING_FEATURE)]);
  });

  it('refuses every feature folder importing a sibling, deals and notifications and a new one included', async () => {
    const code = `import ProductsPage from '@/features/catalogue/pages/ProductsPage';\nexport default ProductsPage;\n`;
    for (const feature of ['deals', 'notifications', 'zz-new-feature-fixture']) {
      expect(await problems(`src/features/${feature}/pages/Fixture.tsx`, code)).toEqual([
        restricted('@/features/catalogue/pages/ProductsPage', SIBLING_FEATURE),
      ]);
    }
  });

  it('refuses components, lib and offline importing a feature', async () => {
    const code = `import ProductsPage from '@/features/catalogue/pages/ProductsPage';\nexport default ProductsPage;\n`;
    for (const filePath of ['src/components/Fixture.tsx', 'src/lib/fixture.ts', 'src/offline/fixture.ts']) {
      expect(await problems(filePath, code)).toEqual([
        restricted('@/features/catalogue/pages/ProductsPage', SHARED_IMPORTS_FEATURE),
      ]);
    }
  });

  it('refuses features, components, lib, offline and sw importing src/app', async () => {
    const code = `import { PROTECTED_ROUTES } from '@/app/app-frame/protected-routes';\nexport default PROTECTED_ROUTES;\n`;
    for (const filePath of [
      'src/features/buying/fixture.ts',
      'src/components/fixture.ts',
      'src/lib/fixture.ts',
      'src/offline/fixture.ts',
    ]) {
      expect(await problems(filePath, code)).toEqual([restricted('@/app/app-frame/protected-routes', IMPORTS_APP)]);
    }
    expect(await problems('sw/fixture.ts', code)).toEqual([
      restricted('@/app/app-frame/protected-routes', IMPORTS_APP),
      restricted('@/app/app-frame/protected-routes', WORKER_IMPORTS_APP),
    ]);
  });

  it('refuses the contract importing src, server, sw or outbox-core', async () => {
    const code = [
      `import { timeAgo } from '@/lib/time-ago';`,
      `import { loadConfig } from '@server/config';`,
      `import { CACHE_NAMES } from '@sw/cache-names';`,
      `import { OUTBOX_SYNC_TAG } from '@outbox-core/outbox-sync';`,
      `export const all = [timeAgo, loadConfig, CACHE_NAMES, OUTBOX_SYNC_TAG];`,
    ].join('\n');
    expect(await problems('contract/fixture.ts', code)).toEqual([
      restricted('@/lib/time-ago', CONTRACT_IMPORTS),
      restricted('@server/config', CONTRACT_IMPORTS),
      restricted('@sw/cache-names', CONTRACT_IMPORTS),
      restricted('@outbox-core/outbox-sync', CONTRACT_IMPORTS),
    ]);
  });

  it('refuses features and the app touching the outbox past its front door', async () => {
    const code = [
      `import { removeEntry } from '@outbox-core/outbox-store';`,
      `import { sendOutboxNow } from '@/offline/outbox/outbox-sender';`,
      `import { queueWrite } from '@/offline/outbox/queue-write';`,
      `import { discardQueuedWrite } from '@/offline/outbox/queued-writes';`,
      `export const all = [removeEntry, sendOutboxNow, queueWrite, discardQueuedWrite];`,
    ].join('\n');
    for (const filePath of ['src/features/deals/components/Fixture.tsx', 'src/app/layout/Fixture.tsx']) {
      expect(await problems(filePath, code)).toEqual([
        restricted('@outbox-core/outbox-store', OUTBOX_CORE_FROM_SCREENS),
        restricted('@/offline/outbox/outbox-sender', OUTBOX_INTERNALS),
      ]);
    }
    expect(await problems('src/offline/network/fixture.ts', code)).toEqual([]);
  });

  it('refuses the service worker importing src', async () => {
    expect(
      await problems('sw/fixture.ts', `import { timeAgo } from '@/lib/time-ago';\nexport default timeAgo;\n`),
    ).toEqual([restricted('@/lib/time-ago', WORKER_IMPORTS_APP)]);
  });

  it('refuses outbox-core importing src, sw or server', async () => {
    const code = [
      `import { timeAgo } from '@/lib/time-ago';`,
      `import { CACHE_NAMES } from '@sw/cache-names';`,
      `import { loadConfig } from '@server/config';`,
      `export const all = [timeAgo, CACHE_NAMES, loadConfig];`,
    ].join('\n');
    expect(await problems('outbox-core/fixture.ts', code)).toEqual([
      restricted('@/lib/time-ago', OUTBOX_CORE_IMPORTS),
      restricted('@sw/cache-names', OUTBOX_CORE_IMPORTS),
      restricted('@server/config', OUTBOX_CORE_IMPORTS),
    ]);
  });

  it('refuses device-catalogue importing src, sw, server or outbox-core', async () => {
    const code = [
      `import { timeAgo } from '@/lib/time-ago';`,
      `import { CACHE_NAMES } from '@sw/cache-names';`,
      `import { loadConfig } from '@server/config';`,
      `import { OUTBOX_SYNC_TAG } from '@outbox-core/outbox-sync';`,
      `export const all = [timeAgo, CACHE_NAMES, loadConfig, OUTBOX_SYNC_TAG];`,
    ].join('\n');
    expect(await problems('device-catalogue/fixture.ts', code)).toEqual([
      restricted('@/lib/time-ago', DEVICE_CATALOGUE_IMPORTS),
      restricted('@sw/cache-names', DEVICE_CATALOGUE_IMPORTS),
      restricted('@server/config', DEVICE_CATALOGUE_IMPORTS),
      restricted('@outbox-core/outbox-sync', DEVICE_CATALOGUE_IMPORTS),
    ]);
  });

  it('refuses the app importing the server and the server importing the app', async () => {
    expect(
      await problems(
        'src/lib/fixture.ts',
        `import { loadConfig } from '@server/config';\nexport default loadConfig;\n`,
      ),
    ).toEqual([restricted('@server/config', APP_IMPORTS_SERVER)]);
    expect(
      await problems('server/fixture.ts', `import { timeAgo } from '@/lib/time-ago';\nexport default timeAgo;\n`),
    ).toEqual([restricted('@/lib/time-ago', SERVER_IMPORTS_APP)]);
  });

  it('refuses imports that climb two folders or into another top folder', async () => {
    const message =
      "no-restricted-imports: '{{path}}' import is restricted from being used by a pattern. Use an alias from " +
      'tsconfig.base.json (@/…, @contract/…, @outbox-core/…, @device-catalogue/…, @server/…) instead of climbing folders.';
    expect(
      await problems(
        'src/features/buying/api/fixture.ts',
        `import { timeAgo } from '../../../lib/time-ago';\nexport default timeAgo;\n`,
      ),
    ).toEqual([message.replace('{{path}}', '../../../lib/time-ago')]);
    expect(
      await problems(
        'sw/fixture.ts',
        `import { orderListSchema } from '../contract/orders';\nexport default orderListSchema;\n`,
      ),
    ).toEqual([message.replace('{{path}}', '../contract/orders')]);
  });

  it('refuses an import cycle, through a lazy import() too', async () => {
    // session-store.ts imports access-token.ts: access-token.ts importing session-store.ts back closes a circle.
    expect(
      await problems(
        'src/lib/session/access-token.ts',
        `import { getSessionState } from './session-store';\nexport default getSessionState;\n`,
      ),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected']);
    expect(
      await problems(
        'src/lib/session/access-token.ts',
        `export const loadSessionStore = () => import('./session-store');\n`,
      ),
    ).toEqual(['import-x/no-cycle: Dependency cycle detected']);
  });

  it("lets a feature import its own folder, shared code, the outbox's front door and the contract", async () => {
    const code = [
      `import { confirmPlacedOrder } from '../lib/my-orders-cache';`,
      `import Price from '@/components/Price';`,
      `import { timeAgo } from '@/lib/time-ago';`,
      `import { useQueueWrite } from '@/offline/outbox/queue-write';`,
      `import { useQueuedWrites } from '@/offline/outbox/queued-writes';`,
      `import { placeOrderSchema } from '@contract/orders';`,
      `export const all = [confirmPlacedOrder, Price, timeAgo, useQueueWrite, useQueuedWrites, placeOrderSchema];`,
    ].join('\n');
    expect(await problems('src/features/buying/hooks/fixture.ts', code)).toEqual([]);
  });
});

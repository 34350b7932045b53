/**
 * `npm start`: builds the app if needed, starts the auth emulator, migrates and (first time only)
 * seeds the embedded database, then serves the PWA and the API. Ctrl-C stops everything.
 * `npm run dev` runs this without the build (START_API_ONLY=1), behind Vite's dev server.
 */
import { buildApp } from '@server/app.ts';
import { requestLogSerializers } from '@server/lib/request-log.ts';
import { describeProviders, loadConfig } from '@server/config.ts';
import { listenUntilSignalled, openMigratedDatabase } from '@server/serve.ts';
import { startAuthEmulator, type RunningEmulator } from './start/auth-emulator.ts';
import { buildIfStale } from './start/build-if-stale.ts';
import { ensureDemoAuthUsers } from './start/demo-auth-users.ts';
import { findFreePort, isPortFree } from './start/free-port.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-accounts.ts';
import { seedDemoCatalogue } from './seed/seed-demo-catalogue.ts';
import { placeUnplacedListings } from '@server/places/listing-place.ts';
import { demoPhotoCacheDir } from './seed/photo-cache.ts';

const log = (line: string) => console.log(`[start] ${line}`);

async function chooseEmulatorPort(): Promise<number> {
  const requested = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  if (process.env.AUTH_EMULATOR_PORT || (await isPortFree(requested))) return requested;
  const port = await findFreePort();
  log(`Port ${requested} is taken; the auth emulator uses ${port} instead.`);
  return port;
}

function usesRealFirebaseProject(): boolean {
  const projectId = process.env.FIREBASE_PROJECT_ID;
  return Boolean(projectId && !projectId.startsWith('demo-'));
}

const startsEmulator = !usesRealFirebaseProject() && !process.env.FIREBASE_AUTH_EMULATOR_HOST;
// Checked with the emulator in place before anything starts (it refuses, for one, a non-loopback HOST).
const initialConfig = loadConfig(
  startsEmulator ? { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1' } : process.env,
);
const apiOnly = process.env.START_API_ONLY === '1';
if (!apiOnly) buildIfStale(initialConfig.webDistDir, log);

let emulator: RunningEmulator | undefined;
if (startsEmulator) {
  log('Starting the Firebase Auth Emulator…');
  emulator = await startAuthEmulator({
    port: await chooseEmulatorPort(),
    projectId: initialConfig.auth.projectId,
    dataDir: initialConfig.dataDir,
    log,
  });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  await ensureDemoAuthUsers(initialConfig.auth.projectId);
}
const config = loadConfig();

try {
  const database = await openMigratedDatabase(config);
  const seeding = await seedDemoCatalogue(database.db, {
    uploadsDir: config.uploadsDir,
    log,
    // The emulator holds a sign-in for every seeded person; a real Firebase project holds none of theirs.
    withSignIns: startsEmulator,
    // Test runs start from an empty DATA_DIR each time; they reuse the photos drawn by the last one.
    ...(process.env.DEMO_PHOTO_CACHE === '1' ? { photoCacheDir: demoPhotoCacheDir() } : {}),
  });
  log(seeding.seeded ? `Seeded ${seeding.products} demo listings.` : 'Existing data kept (no reseeding).');
  const { placed } = await placeUnplacedListings(database.db);
  if (placed > 0) log(`Placed ${placed} listings stored before listings had places, from their location text.`);
  await database.analyze();

  const app = await buildApp({
    config,
    database,
    logger: { level: process.env.LOG_LEVEL ?? 'warn', serializers: requestLogSerializers },
  });
  const url = await listenUntilSignalled(app, database, config, () => emulator?.stop() ?? Promise.resolve());
  const accounts = Object.values(demoAccounts).map(
    (account) => `  ${account.label.padEnd(6)}  ${account.email.padEnd(26)} password: ${DEMO_PASSWORD}`,
  );
  console.log(
    [
      '',
      apiOnly ? `The API is running at ${url}/api` : `Shutterswap is running at ${url}`,
      '',
      ...describeProviders(config).map((line) => `  ${line}`),
      '',
      'Demo logins:',
      ...accounts,
      '',
      'Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
} catch (error) {
  await emulator?.stop();
  throw error;
}

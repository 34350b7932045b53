/**
 * The real server for benchmarks: migrated, seeded with the demo catalogue (without drawing its
 * photos), listening on PORT. Prints READY when it accepts requests.
 */
import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { listenUntilSignalled, openMigratedDatabase } from '@server/serve.ts';
import { seedDemoCatalogue } from '../seed/seed-demo-catalogue.ts';

const config = loadConfig();
const database = await openMigratedDatabase(config);
await seedDemoCatalogue(database.db, { uploadsDir: config.uploadsDir, drawPhotos: false });
await database.analyze();
const app = await buildApp({ config, database, logger: false });
await listenUntilSignalled(app, database, config);
console.log('READY');

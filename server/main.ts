import { buildApp } from './app.ts';
import { describeProviders, loadConfig } from './config.ts';
import { placeUnplacedListings } from './places/listing-place.ts';
import { listenUntilSignalled, openMigratedDatabase } from './serve.ts';

/** Production entry: no seeding and no emulator; every provider comes from the environment. */
const config = loadConfig();
const database = await openMigratedDatabase(config);
await database.analyze();
// Listings stored before listings had places (migration 0016) are placed from their location text, once.
const { placed } = await placeUnplacedListings(database.db);
const app = await buildApp({ config, database });
const url = await listenUntilSignalled(app, database, config);
app.log.info({ url, providers: describeProviders(config), listingsPlaced: placed }, 'Shutterswap is listening');

import { loadConfig } from '@server/config.ts';
import { openDatabase } from '@server/db/database.ts';
import { seedDemoCatalogue } from './seed-demo-catalogue.ts';

/** `npm run seed`: migrates the configured database and fills it with the demo catalogue if it is empty. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    const result = await seedDemoCatalogue(database.db, {
      uploadsDir: config.uploadsDir,
      log: (line) => console.log(line),
    });
    console.log(
      result.seeded
        ? `Seeded ${result.products} listings and ${result.users} users.`
        : 'The database already has products: nothing seeded.',
    );
    await database.analyze();
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

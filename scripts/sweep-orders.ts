import { buildApp } from '@server/app.ts';
import { loadConfig } from '@server/config.ts';
import { openMigratedDatabase } from '@server/serve.ts';

/**
 * One sweep now, against the configured database (DATA_DIR or DATABASE_URL), e.g. from cron: overdue orders
 * cancelled and their holds released, payments left to settle settled, photos no listing uses deleted after their
 * grace period. Safe beside running replicas.
 */
const config = loadConfig({ ...process.env, ORDER_SWEEP_SECONDS: '0', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
const database = await openMigratedDatabase(config);
const app = await buildApp({ config, database });
try {
  const { expired, captured, released } = await app.sweepOrders();
  console.log(`Orders expired: ${expired}; payments captured: ${captured}; holds released: ${released}`);
  const photos = await app.sweepOrphanPhotos();
  console.log(`Photos no listing uses, deleted: ${photos.deleted}`);
} finally {
  await app.close();
  await database.close();
}

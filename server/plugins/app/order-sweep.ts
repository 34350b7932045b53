import fp from 'fastify-plugin';
import type { ImageStorage } from '@server/images/image-storage.ts';
import { sweepOrphanPhotos } from '@server/images/orphan-photos.ts';
import type { DealServices } from '@server/orders/deal-services.ts';
import { sweepOrders, type SweepResult } from '@server/orders/expire-orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep now, as if the clock said `now` (tests move it 7 days on; `npm run sweep-orders` runs one). */
    sweepOrders(now?: Date): Promise<SweepResult>;
    /** Deletes the uploaded photos no listing or profile uses once their grace period is over (orphan-photos.ts). */
    sweepOrphanPhotos(now?: Date): Promise<{ deleted: number }>;
  }
}

/** The photos are looked through less often than the orders: an orphan costs only storage. */
const PHOTO_SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Every replica sweeps orders on an interval (ORDER_SWEEP_SECONDS): overdue ones are cancelled and payments left
 * to settle are settled; once an hour the same timer deletes orphan photos. Sweeps are safe to run anywhere at once
 * (see expire-orders.ts, orphan-photos.ts); `npm run sweep-orders` runs both on demand. A sweep that freed or sold
 * listings empties the read caches, as a write through the API does.
 */
export default fp<{ deals: DealServices; imageStorage: ImageStorage; intervalMs: number }>(
  async (app, { deals, imageStorage, intervalMs }) => {
    app.decorate('sweepOrders', async (now?: Date) => {
      const result = await sweepOrders(deals, now);
      // Listings went back on sale (expired) or were sold (captured); a released hold changes no listing.
      if (result.expired + result.captured > 0 && app.hasDecorator('forgetCachedReads')) await app.forgetCachedReads();
      return result;
    });
    app.decorate('sweepOrphanPhotos', (now?: Date) => sweepOrphanPhotos(deals.db, imageStorage, now));
    if (intervalMs <= 0) return;
    let running: Promise<void> | undefined;
    let photosSweptAt = 0;
    const sweep = () => {
      const photosDue = Date.now() - photosSweptAt >= PHOTO_SWEEP_EVERY_MS;
      if (photosDue) photosSweptAt = Date.now();
      running ??= app
        .sweepOrders()
        .then(() => (photosDue ? app.sweepOrphanPhotos() : undefined))
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'A sweep failed; it runs again shortly'))
        .finally(() => (running = undefined));
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(sweep, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
);

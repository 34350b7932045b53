import fp from 'fastify-plugin';
import type { DealServices } from '@server/orders/deal-services.ts';
import { sweepOrders, type SweepResult } from '@server/orders/expire-orders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One sweep now, as if the clock said `now` (tests move it 7 days on; `npm run sweep-orders` runs one). */
    sweepOrders(now?: Date): Promise<SweepResult>;
  }
}

/**
 * Every replica sweeps orders on an interval (ORDER_SWEEP_SECONDS): overdue ones are cancelled and payments left
 * to settle are settled. Sweeps are safe to run anywhere at once (see expire-orders.ts); `npm run sweep-orders`
 * runs one on demand. A sweep that freed or sold listings empties the read caches, as a write through the API does.
 */
export default fp<{ deals: DealServices; intervalMs: number }>(async (app, { deals, intervalMs }) => {
  app.decorate('sweepOrders', async (now?: Date) => {
    const result = await sweepOrders(deals, now);
    // Listings went back on sale (expired) or were sold (captured); a released hold changes no listing.
    if (result.expired + result.captured > 0 && app.hasDecorator('forgetCachedReads')) await app.forgetCachedReads();
    return result;
  });
  if (intervalMs <= 0) return;
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= app
      .sweepOrders()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, 'The order sweep failed; it runs again shortly'))
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
});

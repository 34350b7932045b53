import fp from 'fastify-plugin';
import type { Db } from '@server/db/database.ts';
import type { Notifier } from '@server/notifications/notices.ts';
import { drainAlertOutbox, type AlertDrain } from '@server/selling/alert-outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Drains the alert outbox now and waits for it and its pushes (tests; a worker turned off drains only so). */
    drainAlertOutbox(): Promise<AlertDrain>;
    /** After a commit that queued alert work: drains the outbox soon, out of the request. */
    wakeAlertOutbox(): void;
  }
}

/**
 * The alert worker: every replica drains the outbox of alert work (server/selling/alert-outbox.ts) when a publish or
 * an edit it served commits, on an interval (ALERT_SWEEP_SECONDS) for what another replica left (it stopped, its
 * drain failed) and retries, and once on start. Replicas draining at once share the work by skipping each other's
 * locked listings. One drain at a time per replica; a wake during one runs another after it, so nothing committed
 * before a wake waits for the interval. On close, wakes stop and the drain in progress is awaited; what is left
 * stays in the outbox for the next replica. With `intervalMs` 0 nothing drains unless asked (`drainAlertOutbox`).
 */
export default fp<{ db: Db; notifier: Notifier; intervalMs: number }>(async (app, { db, notifier, intervalMs }) => {
  // Pushes go out after each listing's commit without holding the worker up; a drain asked for, and the close, wait.
  const pushing = new Set<Promise<void>>();
  const tracked: Notifier = {
    deliver(notices) {
      const delivery = notifier.deliver(notices);
      pushing.add(delivery);
      void delivery.finally(() => pushing.delete(delivery));
      return delivery;
    },
  };
  const pushed = () => Promise.all(pushing).then(() => undefined);

  let tail: Promise<unknown> = Promise.resolve();
  let next: Promise<AlertDrain> | undefined;
  let closed = false;

  /** A drain that starts after the one running (if any) ends; callers meanwhile share it. */
  const drain = (): Promise<AlertDrain> => {
    next ??= tail.then(() => {
      next = undefined;
      return drainAlertOutbox(db, tracked, app.log);
    });
    const scheduled = next;
    tail = scheduled.catch(() => undefined);
    return scheduled;
  };
  const wake = () => {
    if (closed || intervalMs <= 0) return;
    drain().catch((error: unknown) =>
      app.log.warn({ err: error }, 'Draining the alert outbox failed; it runs again shortly'),
    );
  };
  app.decorate('drainAlertOutbox', async () => {
    const drained = await drain();
    await pushed();
    return drained;
  });
  app.decorate('wakeAlertOutbox', wake);

  let timer: ReturnType<typeof setInterval> | undefined;
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    timer = setInterval(wake, intervalMs);
    timer.unref();
    wake();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearInterval(timer);
    await tail;
    await pushed();
  });
});

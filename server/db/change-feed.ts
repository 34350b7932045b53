import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * How the replicas sharing one database tell each other that they wrote: after a write a replica announces it, and
 * every other replica hears of it and drops what it kept from before.
 */
export interface ChangeFeed {
  announce(): Promise<void>;
  /** Calls `onOtherWrite` whenever another replica announces a write (or some may have been missed); returns the stop. */
  listen(onOtherWrite: () => void): Promise<() => Promise<void>>;
}

/** PGlite is one process's own database: there is no other replica to tell. */
export const soleReplicaFeed: ChangeFeed = {
  announce: async () => {},
  listen: async () => async () => {},
};

const CHANNEL = 'shutterswap_writes';
const RECONNECT_AFTER_MS = 1_000;

/**
 * PostgreSQL's LISTEN/NOTIFY: no other service. The payload names the announcing replica, so it ignores its own.
 * While the listening connection is down, notifications are lost: on each reconnection the listener is told, as
 * if another replica had written.
 */
export function postgresChangeFeed(pool: pg.Pool, connectionString: string): ChangeFeed {
  const replicaId = randomUUID();
  return {
    async announce() {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, replicaId]);
    },
    async listen(onOtherWrite) {
      let stopped = false;
      let client: pg.Client | undefined;
      let retry: ReturnType<typeof setTimeout> | undefined;

      const connect = async (): Promise<void> => {
        const next = new pg.Client({ connectionString });
        next.on('notification', (message) => message.payload !== replicaId && onOtherWrite());
        next.on('error', (error) => {
          console.warn(`The write notifications' connection failed (${error.message}); reconnecting.`);
          void next.end().catch(() => undefined);
        });
        next.on('end', () => {
          if (stopped || client !== next) return;
          client = undefined;
          retry = setTimeout(() => void reconnect(), RECONNECT_AFTER_MS);
        });
        await next.connect();
        await next.query(`listen ${CHANNEL}`);
        client = next;
      };
      const reconnect = async () => {
        try {
          await connect();
          onOtherWrite();
        } catch (error) {
          console.warn(`Could not listen for write notifications (${(error as Error).message}); retrying.`);
          if (!stopped) retry = setTimeout(() => void reconnect(), RECONNECT_AFTER_MS);
        }
      };

      await connect();
      return async () => {
        stopped = true;
        clearTimeout(retry);
        await client?.end().catch(() => undefined);
      };
    },
  };
}

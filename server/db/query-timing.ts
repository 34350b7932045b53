import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';
import { databaseQueryDuration } from '../metrics/metrics.ts';

type Query = (...args: never[]) => unknown;

/** `query`, timed into the query-time histogram until its promise settles or its callback is called. */
function timed<F extends Query>(query: F): F {
  return ((...args: never[]) => {
    const startTimer = databaseQueryDuration.startTimer();
    // Called with nothing: the end timer takes its arguments for labels.
    const stop = () => void startTimer();
    const last: unknown = args.at(-1);
    if (typeof last === 'function') {
      const callback = (...results: unknown[]) => {
        stop();
        return (last as (...results: unknown[]) => unknown)(...results);
      };
      return query(...(args.slice(0, -1) as never[]), callback as never);
    }
    const result = query(...args);
    // A streamed query (a pg Submittable) answers no promise and is not timed.
    if (result instanceof Promise) result.then(stop, stop);
    return result;
  }) as F;
}

/** Times the queries of every connection the pool opens (pg-pool's own `query` runs on them too). */
export function timePoolQueries(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const connection = client as unknown as { query: Query };
    connection.query = timed(connection.query.bind(client));
  });
}

const timedPglites = new WeakSet<PGlite>();

/** Times the embedded database's queries, those run in its transactions too (drizzle uses nothing else). */
export function timePgliteQueries(pglite: PGlite): void {
  if (timedPglites.has(pglite)) return;
  timedPglites.add(pglite);
  pglite.query = timed(pglite.query.bind(pglite));
  const transaction = pglite.transaction.bind(pglite);
  pglite.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      tx.query = timed(tx.query.bind(tx));
      return callback(tx);
    });
}

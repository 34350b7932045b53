import fp from 'fastify-plugin';
import type { Database, Db } from '@server/db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Makes the opened database available to routes as `app.db`; whoever opened it closes it. */
export default fp<{ database: Database }>(async (app, { database }) => {
  app.decorate('db', database.db);
});

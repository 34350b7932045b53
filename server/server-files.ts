import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's own files are: beside this module, in server/ run from source and at the top of dist-server/
 * once built (scripts/build/server-bundle.ts keeps that layout).
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** The route modules @fastify/autoload loads: the folder is the URL. */
export const routesDir = path.join(serverDir, 'routes');
/** The SQL migrations, the same on PGlite and PostgreSQL. */
export const migrationsDir = path.join(serverDir, 'db', 'migrations');
/** Run from TypeScript source (tsx, Vitest) rather than from the built JavaScript. */
export const runsFromSource = import.meta.url.endsWith('.ts');

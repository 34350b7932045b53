/**
 * `npm run build:server`: the server as plain JavaScript in dist-server/, what production runs
 * (`node --enable-source-maps dist-server/main.js`, and `dist-server/sweep-orders.js` for one sweep), so it needs
 * neither tsx nor any other development tool. esbuild bundles our own code (the import aliases resolved from
 * tsconfig.base.json) and leaves every package in node_modules to be imported at run time.
 *
 * The layout keeps what the server finds beside itself (server/server-files.ts): the entries and the chunks of
 * shared code sit at the top of dist-server/, each route file is an entry of its own at the path @fastify/autoload
 * reads (dist-server/routes/…), and the SQL migrations are copied to dist-server/db/migrations. Chunks keep one
 * instance of each module (the metrics, for one) for the whole server.
 */
import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every route module, named by its path under server/ without the extension: `routes/api/orders/index`. */
async function routeEntries(): Promise<Record<string, string>> {
  const files = await readdir(path.join(root, 'server/routes'), { recursive: true });
  const modules = files.filter((file) => file.endsWith('.ts')).map((file) => path.join('routes', file));
  return Object.fromEntries(modules.map((file) => [file.slice(0, -'.ts'.length), path.join(root, 'server', file)]));
}

export async function bundleServer(outdir = path.join(root, 'dist-server')): Promise<void> {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints: {
      main: path.join(root, 'server/main.ts'),
      'sweep-orders': path.join(root, 'scripts/sweep-orders.ts'),
      ...(await routeEntries()),
    },
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.node.json'),
    sourcemap: true,
    logLevel: 'warning',
  });
  await cp(path.join(root, 'server/db/migrations'), path.join(outdir, 'db/migrations'), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await bundleServer();
  console.log(`Built the server into dist-server/ in ${Math.round(performance.now() - started)} ms.`);
}

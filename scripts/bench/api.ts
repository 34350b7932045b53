/**
 * `npm run bench:api`: the real server on PGlite and on PostgreSQL (demo catalogue), and a Fastify
 * answering the same JSON from memory (the ceiling), loaded in the same run by autocannon on
 * 127.0.0.1. Prints requests/s, p50/p99 latency and each figure's ratio to the ceiling.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findFreePort } from '../start/free-port.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import { measure, type LoadResult } from './load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const POSTGRES_ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function startApp(label: string, env: Record<string, string>): Promise<ChildServer> {
  console.log(`Starting the server on ${label}…`);
  return startChildServer('scripts/bench/serve-app.ts', { PORT: String(await findFreePort()), ...env });
}

async function endpointsOf(server: ChildServer): Promise<Record<string, string>> {
  const advertised = (await (await fetch(`${server.url}/api/advertised-products`)).json()) as Array<{ _id: string }>;
  return {
    'advertised products': '/api/advertised-products',
    'category (Film)': '/api/category/film',
    'one product': `/api/products/${advertised[0]!._id}`,
    'search "nikon"': '/api/products?q=nikon',
  };
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const name = `shutterswap_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    console.warn(`PostgreSQL not reachable at ${POSTGRES_ADMIN_URL} (${(error as Error).message}); skipping it.`);
    return undefined;
  } finally {
    await admin.end().catch(() => undefined);
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

async function run(server: ChildServer, paths: Record<string, string>): Promise<Record<string, LoadResult>> {
  const results: Record<string, LoadResult> = {};
  for (const [name, urlPath] of Object.entries(paths)) {
    await measure(server.url + urlPath, { seconds: 1, connections: CONNECTIONS }); // warm-up
    results[name] = await measure(server.url + urlPath, { seconds: SECONDS, connections: CONNECTIONS });
  }
  return results;
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-'));
const postgres = await createPostgresDatabase();
const servers: ChildServer[] = [];
try {
  const pglite = await startApp('PGlite', { DATA_DIR: path.join(dataDir, 'pglite') });
  servers.push(pglite);
  const paths = await endpointsOf(pglite);
  const bodies = Object.fromEntries(
    await Promise.all(
      Object.values(paths).map(async (urlPath) => [urlPath, await (await fetch(pglite.url + urlPath)).text()]),
    ),
  );
  const ceiling = await startChildServer('scripts/bench/serve-ceiling.ts', {
    PORT: String(await findFreePort()),
    CEILING_BODIES: JSON.stringify(bodies),
  });
  servers.push(ceiling);
  const targets: Array<[string, ChildServer]> = [
    ['in-memory ceiling', ceiling],
    ['PGlite', pglite],
  ];
  if (postgres) {
    const onPostgres = await startApp('PostgreSQL', { DATA_DIR: path.join(dataDir, 'pg'), DATABASE_URL: postgres.url });
    servers.push(onPostgres);
    // The PostgreSQL server has its own ids: measure the same kinds of request.
    targets.push(['PostgreSQL', onPostgres]);
    const uncached = await startApp('PostgreSQL without the read cache', {
      DATA_DIR: path.join(dataDir, 'pg-uncached'),
      DATABASE_URL: postgres.url,
      READ_CACHE: 'off',
    });
    servers.push(uncached);
    targets.push(['PostgreSQL, no read cache', uncached]);
  }

  const table: Record<string, Record<string, LoadResult>> = {};
  for (const [label, server] of targets) {
    console.log(`Loading ${label} (${SECONDS} s per endpoint, ${CONNECTIONS} connections)…`);
    table[label] = await run(server, label.startsWith('PostgreSQL') ? await endpointsOf(server) : paths);
  }

  console.log(
    `\nAPI throughput on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}\n`,
  );
  console.log('| endpoint | server | req/s | p50 ms | p99 ms | ratio to ceiling | errors |');
  console.log('|---|---|---:|---:|---:|---:|---:|');
  for (const endpoint of Object.keys(paths)) {
    const ceilingRate = table['in-memory ceiling']![endpoint]!.requestsPerSecond;
    for (const [label] of targets) {
      const result = table[label]![endpoint]!;
      const ratio = (result.requestsPerSecond / ceilingRate).toFixed(2);
      console.log(
        `| ${endpoint} | ${label} | ${Math.round(result.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${ratio} | ${result.errors + result.non2xx} |`,
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
}

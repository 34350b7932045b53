/**
 * `npm run bench:cluster`: three replicas of the production server on one PostgreSQL, behind HAProxy with
 * deploy/haproxy.cfg, rate limits in Redis. The market of bench:load (scripts/bench/shoppers-market.ts: shoppers
 * order, pay, hand over and rate, the demo sellers accept) trades in three phases: against one replica alone,
 * against the three through the balancer, and through the balancer while one replica is killed with SIGKILL and
 * restarted. Before them, it times how soon a write through one replica shows in another's cached answers; after,
 * from the database (scripts/bench/shoppers-verify.ts): no acknowledged order lost, none stored twice, one live deal
 * per listing, no item sold twice. Prints the throughput of three replicas against one, and the errors around the
 * failover; writes test-results/bench/cluster.json. Needs HAProxy (apt-get install haproxy),
 * PostgreSQL and Redis on 127.0.0.1; only 127.0.0.1 is loaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { findFreePort } from '../start/free-port.ts';
import { measureInvalidation } from './cluster-invalidation.ts';
import { createShoppers, signInSellers, type Shopper } from './shoppers-accounts.ts';
import { makeClient, type Client } from './shoppers-http.ts';
import { newMarket, type Market } from './shoppers-ledger.ts';
import { trade } from './shoppers-market.ts';
import { Stats } from './shoppers-stats.ts';
import { printDeals, verifyIntegrity } from './shoppers-verify.ts';
import { startFullServer, type FullServer } from './web-server.ts';
import { describeMachine } from './bench-run.ts';

const SHOPPERS = Number(process.env.CLUSTER_SHOPPERS ?? 200);
const PHASE_SECONDS = Number(process.env.CLUSTER_PHASE_SECONDS ?? 40);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = '/usr/sbin/haproxy';
/** Down this long before it is started again, as a supervisor would after noticing. */
const DOWN_MS = 5_000;
/** The failover window: from the kill until this long after. */
const FAILOVER_WINDOW_MS = 15_000;
const READY_TIMEOUT_MS = 60_000;
/** Writes through one replica, each timed until another replica's cached answer shows it. */
const INVALIDATION_TRIALS = 50;
const log = (line: string) => console.log(`[bench:cluster] ${line}`);

for (const url of [POSTGRES_URL, REDIS_URL]) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`bench:cluster only uses this machine, not ${url}`);
}
if (!existsSync(HAPROXY)) {
  console.error('bench:cluster needs HAProxy: apt-get install haproxy');
  process.exit(1);
}

const run = `${process.pid}`;
const databaseName = `shutterswap_cluster_${run}`;
const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${databaseName}` }).toString();
const redisKeyPrefix = `shutterswap-cluster-${run}:`;
const tempDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-cluster-'));
const dataDir = path.join(tempDir, 'data');
/** What every replica shares: one database, one Redis, one JWT secret, one folder of photos (a shared volume). */
const sharedEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  // As deploy/haproxy.cfg says: the replicas believe the balancer's X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  JWT_SECRET: `bench-cluster-secret-${run}-that-is-long-enough`,
  REDIS_URL,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  // Every shopper signs in from 127.0.0.1: the default (30 a minute per address) would refuse most.
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
};

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  await client.query(query);
  await client.end();
}

async function waitUntilReady(url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = await fetch(`${url}/api/health/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} was not ready after ${READY_TIMEOUT_MS / 1000} s`);
}

type Replica = { url: string; process: ChildProcess };

/** The production entry (server/main.ts) on `port`, signing in through the first replica's auth emulator. */
async function startReplica(port: number, emulatorPort: number): Promise<Replica> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...sharedEnv, PORT: String(port), FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${emulatorPort}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url);
  return { url, process: child };
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

function startBalancer(listenPort: number, replicaUrls: string[]): ChildProcess {
  const replicas = Object.fromEntries(replicaUrls.map((url, index) => [`REPLICA_${index + 1}`, new URL(url).host]));
  return spawn(HAPROXY, ['-f', 'deploy/haproxy.cfg', '-db'], {
    env: { ...process.env, LISTEN: `127.0.0.1:${listenPort}`, ...replicas },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

type Phase = { name: string; seconds: number; requests: number; perSecond: number; errors: number };
type Timed = { at: number; error: boolean };

/** Every call of `call`, with when it ended and whether it failed (5xx or network). */
function recording(call: Client, into: Timed[]): Client {
  return async (request) => {
    const answer = await call(request);
    into.push({ at: Date.now(), error: answer === undefined || answer.status >= 500 });
    return answer;
  };
}

async function shopFor(
  name: string,
  url: string,
  people: { shoppers: Shopper[]; sellers: Shopper[] },
  market: Market,
  during?: (startedAt: number) => Promise<void>,
): Promise<{ phase: Phase; calls: Timed[]; samples: string[] }> {
  const calls: Timed[] = [];
  const stats = new Stats();
  const call = recording(makeClient(url, stats), calls);
  const started = Date.now();
  const deadline = started + PHASE_SECONDS * 1000;
  log(
    `${name}: ${people.shoppers.length} shoppers and ${people.sellers.length} sellers for ${PHASE_SECONDS} s at ${url}…`,
  );
  await Promise.all([trade(call, people, deadline, market), during?.(started)]);
  const seconds = (Date.now() - started) / 1000;
  const errors = calls.filter((c) => c.error).length;
  const phase = { name, seconds, requests: calls.length, perSecond: calls.length / seconds, errors };
  log(`${name}: ${phase.requests} requests (${phase.perSecond.toFixed(0)}/s), ${errors} errors.`);
  return { phase, calls, samples: stats.samples };
}

let first: FullServer | undefined;
const replicas: Replica[] = [];
let balancer: ChildProcess | undefined;
const cleanUp = async () => {
  await stopProcess(balancer);
  await Promise.all(replicas.map((replica) => stopProcess(replica.process)));
  await first?.stop();
  first = undefined;
  await admin(`drop database if exists ${databaseName} with (force)`).catch(() => undefined);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${redisKeyPrefix}*`).catch(() => []);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await rm(tempDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

let failed = true;
try {
  await admin(`create database ${databaseName}`);
  log(`Database ${databaseName} created. Starting replica 1 (scripts/start.ts: build if stale, auth emulator, seed)…`);
  first = await startFullServer({ dataDir, env: sharedEnv });
  log(`Replica 1 at ${first.url}. Starting replicas 2 and 3 (server/main.ts)…`);
  const ports = [await findFreePort(), await findFreePort()];
  for (const port of ports) replicas.push(await startReplica(port, first.emulatorPort));
  const balancerPort = await findFreePort();
  balancer = startBalancer(balancerPort, [first.url, ...replicas.map((replica) => replica.url)]);
  const balancerUrl = `http://127.0.0.1:${balancerPort}`;
  await waitUntilReady(balancerUrl);
  log(`HAProxy at ${balancerUrl} in front of ${first.url}, ${replicas.map((r) => r.url).join(', ')}.`);

  // Before the shoppers, who may leave the demo seller nothing for sale to reprice.
  log(`Timing ${INVALIDATION_TRIALS} writes through replica 1 until replica 3's cached answer shows each…`);
  const invalidation = (
    await measureInvalidation(first.url, replicas[1]!.url, first.emulatorPort, INVALIDATION_TRIALS)
  ).sort((a, b) => a - b);
  const percentile = (p: number) =>
    invalidation[Math.min(invalidation.length - 1, Math.floor(p * invalidation.length))]!;

  const setupCall = makeClient(balancerUrl, new Stats());
  const shoppers = await createShoppers(setupCall, first.emulatorPort, SHOPPERS);
  const people = { shoppers, sellers: await signInSellers(setupCall, first.emulatorPort) };
  log(`Created and signed in ${shoppers.length} buyers, signed in ${people.sellers.length} sellers.`);
  const market = newMarket();
  const { ledger } = market;

  const one = await shopFor('one replica', first.url, people, market);
  const three = await shopFor('three replicas', balancerUrl, people, market);
  let killedAt = 0;
  let backAt = 0;
  const victim = replicas[0]!;
  const failover = await shopFor('failover', balancerUrl, people, market, async (startedAt) => {
    await new Promise((resolve) => setTimeout(resolve, startedAt + (PHASE_SECONDS * 1000) / 3 - Date.now()));
    log(`SIGKILL to replica 2 (${victim.url}).`);
    killedAt = Date.now();
    await stopProcess(victim.process, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    replicas[0] = await startReplica(Number(new URL(victim.url).port), first!.emulatorPort);
    backAt = Date.now();
    log(`Replica 2 ready again after ${((backAt - killedAt) / 1000).toFixed(1)} s.`);
  });
  const inWindow = failover.calls.filter((c) => c.at >= killedAt && c.at < killedAt + FAILOVER_WINDOW_MS);
  const windowErrors = inWindow.filter((c) => c.error).length;

  log('Stopping the balancer and the replicas, then checking the database…');
  await stopProcess(balancer);
  balancer = undefined;
  await Promise.all(replicas.map((replica) => stopProcess(replica.process)));
  replicas.length = 0;
  await first.stop();
  first = undefined;
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const integrity = await verifyIntegrity(database, ledger).finally(() => database.end());

  const scaling = three.phase.perSecond / one.phase.perSecond;
  console.log('\n  phase            seconds  requests   per s  errors');
  for (const { phase } of [one, three, failover]) {
    console.log(
      `  ${phase.name.padEnd(16)} ${phase.seconds.toFixed(1).padStart(7)} ${String(phase.requests).padStart(9)} ${phase.perSecond.toFixed(0).padStart(7)} ${String(phase.errors).padStart(7)}`,
    );
  }
  console.log(`\n  scaling: three replicas / one = ${scaling.toFixed(2)}×`);
  console.log(
    `  failover: replica 2 down ${((backAt - killedAt) / 1000).toFixed(1)} s; in the ${FAILOVER_WINDOW_MS / 1000} s from the kill ${windowErrors} of ${inWindow.length} requests failed (${((100 * windowErrors) / Math.max(1, inWindow.length)).toFixed(2)} %)`,
  );
  console.log(
    `  another replica's cache shows a write after: p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms, max ${invalidation.at(-1)!.toFixed(1)} ms (${INVALIDATION_TRIALS} writes)`,
  );
  printDeals(ledger, integrity);
  for (const sample of [one, three, failover].flatMap((p) => p.samples).slice(0, 20))
    console.log(`    sample: ${sample}`);
  console.log(`  machine: ${describeMachine()}\n`);

  await mkdir('test-results/bench', { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    shoppers: shoppers.length,
    phases: [one.phase, three.phase, failover.phase],
    scaling,
    failover: {
      downMs: backAt - killedAt,
      windowMs: FAILOVER_WINDOW_MS,
      requests: inWindow.length,
      errors: windowErrors,
    },
    invalidationMs: { p50: percentile(0.5), p95: percentile(0.95), max: invalidation.at(-1) },
    ledger: { orders: ledger.orders.length, payments: ledger.payments.length, steps: ledger.steps.length },
    integrity,
  };
  await writeFile('test-results/bench/cluster.json', `${JSON.stringify(report, null, 2)}\n`);
  log('Wrote test-results/bench/cluster.json.');
  failed = integrity.violations.length > 0;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

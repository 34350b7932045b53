/**
 * `npm run bench:cluster`: what decides capacity, and a rolling restart under load. The production build
 * (dist-server/, built first) runs as the replicas, on one fresh PostgreSQL database; `npm start`'s stack seeds the
 * demo catalogue and runs the auth emulator beside them (it takes no measured traffic).
 *
 * 1. CPU per request by kind (scripts/bench/cluster-kinds.ts): one replica pinned to CPU 0, this process (the load
 *    generator) pinned to CPU 1 with `taskset`; browse, search, view, photo, order, poll and deal steps each alone, with
 *    the CPU seconds of the replica, of the PostgreSQL backends and of the generator (marked saturated when it
 *    was busy more than 90 % of the time). First in single-process mode (counters in the process, photos on disk),
 *    then in cluster mode (rate limits in Redis, photos in an S3 bucket, the other replicas listening to the
 *    write announcements): the difference is the cluster's overhead per request.
 * 2. A rolling restart: three replicas behind HAProxy (deploy/haproxy.cfg), the market of bench:load trading, each
 *    replica in turn sent SIGTERM (it drains: readiness 503 while still answering, then in-flight requests finish)
 *    and started again once it exited. Every request that failed (5xx or network) is counted; the goal is 0. Then,
 *    from the database, the integrity check of bench:load.
 * Also how soon a write through one replica shows in another's cached answers. Prints a capacity model (requests
 * per second per core for the market's mix, the database's share) and writes test-results/bench/cluster.json.
 * Needs HAProxy (apt-get install haproxy), PostgreSQL and Redis on 127.0.0.1 and two CPUs; only 127.0.0.1 is loaded.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { uploadedImageSchema } from '@contract/images.ts';
import { bundleServer } from '@scripts/build/server-bundle.ts';
import { plainPhoto } from '@tests/api/support/image-upload.ts';
import { startLocalS3, type LocalS3 } from '@tests/api/support/local-s3.ts';
import { findFreePort } from '../start/free-port.ts';
import { measureInvalidation } from './cluster-invalidation.ts';
import { measureKinds, type KindFigure } from './cluster-kinds.ts';
import { ALL_CPUS, loadAverage, pinToCpu } from './process-cpu.ts';
import { createShoppers, signInSellers, type Shopper } from './shoppers-accounts.ts';
import { makeClient, type Client } from './shoppers-http.ts';
import { newMarket } from './shoppers-ledger.ts';
import { trade } from './shoppers-market.ts';
import { Stats } from './shoppers-stats.ts';
import { printDeals, verifyIntegrity } from './shoppers-verify.ts';
import { startFullServer, type FullServer } from './web-server.ts';
import { describeMachine } from './bench-run.ts';

const SHOPPERS = Number(process.env.CLUSTER_SHOPPERS ?? 200);
const KIND_SECONDS = Number(process.env.CLUSTER_KIND_SECONDS ?? 6);
const KIND_CONCURRENCY = Number(process.env.CLUSTER_KIND_CONCURRENCY ?? 8);
const ROLL_SECONDS = Number(process.env.CLUSTER_ROLL_SECONDS ?? 60);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const HAPROXY = '/usr/sbin/haproxy';
/**
 * Longer than HAProxy takes to see a 503 (a check every second, out after two failed ones): about 2 s on a quiet
 * machine, but on this shared one a busy replica took over 3 s to answer a check, and a 3 s drain then closed it
 * before HAProxy had taken it out (51 of 1,390 requests failed).
 */
const DRAIN_SECONDS = Number(process.env.CLUSTER_DRAIN_SECONDS ?? 10);
const READY_TIMEOUT_MS = 60_000;
const INVALIDATION_TRIALS = 50;
const REPLICA_CPU = 0;
const GENERATOR_CPU = 1;
const log = (line: string) => console.log(`[bench:cluster] ${line}`);

for (const url of [POSTGRES_URL, REDIS_URL]) {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`bench:cluster only uses this machine, not ${url}`);
}
if (!existsSync(HAPROXY)) {
  console.error('bench:cluster needs HAProxy: apt-get install haproxy');
  process.exit(1);
}
if (os.cpus().length < 2) {
  console.error('bench:cluster needs two CPUs: one for the replica, one for the load generator');
  process.exit(1);
}

const run = `${process.pid}`;
const databaseName = `shutterswap_cluster_${run}`;
const databaseUrl = Object.assign(new URL(POSTGRES_URL), { pathname: `/${databaseName}` }).toString();
const redisKeyPrefix = `shutterswap-cluster-${run}:`;
const tempDir = await mkdtemp(path.join(os.tmpdir(), 'shutterswap-bench-cluster-'));
const dataDir = path.join(tempDir, 'data');
/** What every replica shares: one database, one JWT secret, one folder of photos (a shared volume). */
const sharedEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  // As deploy/haproxy.cfg says: the replicas believe the balancer's X-Forwarded-For.
  TRUST_PROXY: '127.0.0.1',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  JWT_SECRET: `bench-cluster-secret-${run}-that-is-long-enough`,
  // Every shopper signs in from 127.0.0.1: the default (30 a minute per address) would refuse most.
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  // Nor may the ten sellers' hundreds of answers a minute be refused: the limits are still counted, in Redis too.
  RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  SHUTDOWN_DRAIN_SECONDS: String(DRAIN_SECONDS),
  ORDER_SWEEP_SECONDS: '0',
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

type Replica = { url: string; pid: number; process: ChildProcess };

/** The production build on `port`, signing in through the seeding stack's auth emulator; pinned to a CPU if asked. */
async function startReplica(port: number, env: Record<string, string>, cpu?: number): Promise<Replica> {
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: { ...process.env, ...sharedEnv, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Unpinned, it may use every CPU (not only the generator's, which it would inherit).
  pinToCpu(child.pid!, cpu ?? ALL_CPUS);
  const url = `http://127.0.0.1:${port}`;
  await waitUntilReady(url);
  return { url, pid: child.pid!, process: child };
}

async function stopProcess(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exited;
}

function startBalancer(listenPort: number, replicaUrls: string[]): ChildProcess {
  const replicas = Object.fromEntries(replicaUrls.map((url, index) => [`REPLICA_${index + 1}`, new URL(url).host]));
  const haproxy = spawn(HAPROXY, ['-f', 'deploy/haproxy.cfg', '-db'], {
    env: { ...process.env, LISTEN: `127.0.0.1:${listenPort}`, ...replicas },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  pinToCpu(haproxy.pid!, ALL_CPUS);
  return haproxy;
}

/** A photo the seller uploads through the replica (to its disk or its bucket): what the `photo` kind fetches. */
async function uploadPhotoThrough(url: string, seller: Shopper): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(await plainPhoto(140))], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${seller.token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`Photo upload through ${url}: ${response.status}`);
  return uploadedImageSchema.parse(await response.json()).data.thumbUrl;
}

type Timed = { at: number; error: boolean };

/** Every call of `call`, with when it ended and whether it failed (5xx or network). */
function recording(call: Client, into: Timed[]): Client {
  return async (request) => {
    const answer = await call(request);
    into.push({ at: Date.now(), error: answer === undefined || answer.status >= 500 });
    return answer;
  };
}

function printKinds(title: string, figures: KindFigure[]): void {
  console.log(`\n  ${title}`);
  console.log(
    '  kind          requests   per s  errors  replica CPU ms/req  database CPU ms/req  generator busy  load',
  );
  for (const f of figures) {
    console.log(
      `  ${f.kind.padEnd(12)} ${String(f.requests).padStart(9)} ${f.perSecond.toFixed(0).padStart(7)} ${String(f.errors).padStart(7)} ${f.replicaCpuPerRequestMs.toFixed(2).padStart(19)} ${f.databaseCpuPerRequestMs.toFixed(2).padStart(20)} ${`${(100 * f.generatorBusy).toFixed(0)} %${f.saturated ? ' SATURATED' : ''}`.padStart(15)}  ${f.loadAverage}`,
    );
  }
}

let seeder: FullServer | undefined;
const replicas: Replica[] = [];
let balancer: ChildProcess | undefined;
let bucket: LocalS3 | undefined;
const cleanUp = async () => {
  await stopProcess(balancer);
  await Promise.all(replicas.map((replica) => stopProcess(replica.process)));
  await seeder?.stop();
  seeder = undefined;
  await bucket?.close();
  bucket = undefined;
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
  log('Building the server (dist-server/)…');
  await bundleServer();
  await admin(`create database ${databaseName}`);
  log(`Database ${databaseName} created. Starting the seeding stack (scripts/start.ts: auth emulator, seed)…`);
  seeder = await startFullServer({ dataDir, env: sharedEnv });
  const emulator = { FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${seeder.emulatorPort}` };
  bucket = await startLocalS3();
  const clusterEnv = { ...emulator, REDIS_URL, REDIS_KEY_PREFIX: redisKeyPrefix, ...bucket.env };

  // Pinned once the seeding stack (and the emulator it starts) runs, so they do not inherit the pinning.
  pinToCpu(process.pid, GENERATOR_CPU);
  log(`Load generator (this process) pinned to CPU ${GENERATOR_CPU}; measured replicas go on CPU ${REPLICA_CPU}.`);
  const setupCall = makeClient(seeder.url, new Stats());
  const buyers = await createShoppers(setupCall, seeder.emulatorPort, SHOPPERS);
  const sellers = await signInSellers(setupCall, seeder.emulatorPort);
  log(`Created and signed in ${buyers.length} buyers, signed in ${sellers.length} sellers.`);
  const database = { url: databaseUrl, name: databaseName };
  const measure = { seconds: KIND_SECONDS, concurrency: KIND_CONCURRENCY };

  log(`CPU per request, single-process mode: one replica on CPU ${REPLICA_CPU}, each kind for ${KIND_SECONDS} s…`);
  const single = await startReplica(await findFreePort(), emulator, REPLICA_CPU);
  const singleKinds = await measureKinds(
    single,
    database,
    { buyers, sellers },
    await uploadPhotoThrough(single.url, sellers[0]!),
    measure,
  );
  await stopProcess(single.process);

  log('Starting three replicas in cluster mode (Redis, S3 bucket, LISTEN/NOTIFY)…');
  const ports = [await findFreePort(), await findFreePort(), await findFreePort()];
  for (const port of ports) replicas.push(await startReplica(port, clusterEnv));
  log(`CPU per request, cluster mode: a fourth replica on CPU ${REPLICA_CPU}, the three others listening…`);
  const measured = await startReplica(await findFreePort(), clusterEnv, REPLICA_CPU);
  const clusterKinds = await measureKinds(
    measured,
    database,
    { buyers, sellers },
    await uploadPhotoThrough(measured.url, sellers[0]!),
    measure,
  );
  await stopProcess(measured.process);

  log(`Timing ${INVALIDATION_TRIALS} writes through the seeding stack until a replica's cached answer shows each…`);
  const invalidation = (
    await measureInvalidation(seeder.url, replicas[1]!.url, seeder.emulatorPort, INVALIDATION_TRIALS)
  ).sort((a, b) => a - b);
  const percentile = (p: number) =>
    invalidation[Math.min(invalidation.length - 1, Math.floor(p * invalidation.length))]!;

  const balancerPort = await findFreePort();
  balancer = startBalancer(
    balancerPort,
    replicas.map((replica) => replica.url),
  );
  const balancerUrl = `http://127.0.0.1:${balancerPort}`;
  await waitUntilReady(balancerUrl);
  log(`Rolling restart: ${SHOPPERS} shoppers and ${sellers.length} sellers for ${ROLL_SECONDS} s through HAProxy…`);
  const market = newMarket();
  const calls: Timed[] = [];
  const stats = new Stats();
  const rollStarted = Date.now();
  const generatorBefore = process.cpuUsage();
  const restarts: number[] = [];
  const roll = async () => {
    await new Promise((resolve) => setTimeout(resolve, 8_000));
    for (const [index, replica] of replicas.entries()) {
      const stopAt = Date.now();
      log(`SIGTERM to replica ${index + 1} (${replica.url}); it drains ${DRAIN_SECONDS} s, then exits.`);
      await stopProcess(replica.process);
      replicas[index] = await startReplica(Number(new URL(replica.url).port), clusterEnv);
      restarts.push(Date.now() - stopAt);
      log(`Replica ${index + 1} ready again after ${((Date.now() - stopAt) / 1000).toFixed(1)} s.`);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    }
  };
  await Promise.all([
    trade(
      recording(makeClient(balancerUrl, stats), calls),
      { shoppers: buyers, sellers },
      rollStarted + ROLL_SECONDS * 1000,
      market,
    ),
    roll(),
  ]);
  const rollSeconds = (Date.now() - rollStarted) / 1000;
  const rollGenerator = process.cpuUsage(generatorBefore);
  const rollGeneratorBusy = (rollGenerator.user + rollGenerator.system) / 1e6 / rollSeconds;
  const rollErrors = calls.filter((c) => c.error).length;
  const rollLoad = loadAverage();

  log('Stopping the balancer and the replicas, then checking the database…');
  await stopProcess(balancer);
  balancer = undefined;
  await Promise.all(replicas.map((replica) => stopProcess(replica.process)));
  replicas.length = 0;
  await seeder.stop();
  seeder = undefined;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const integrity = await verifyIntegrity(client, market.ledger).finally(() => client.end());

  // The market's mix, weighted by the CPU each kind of its requests costs (reads by their kind, writes as orders or
  // deal steps), gives requests per second per core for a realistic load.
  const mix = stats.summary();
  const costOf = (figures: KindFigure[], name: string) => figures.find((f) => f.kind === name)!;
  const kindOfMarketCall = (call: string) =>
    call.startsWith('browse')
      ? 'browse'
      : call === 'search'
        ? 'search'
        : call === 'view product'
          ? 'view'
          : call.startsWith('order')
            ? 'order'
            : call === 'buyer: GET order' || call === 'seller: orders received'
              ? 'poll'
              : 'deal steps';
  const model = (figures: KindFigure[]) => {
    let requests = 0;
    let replicaMs = 0;
    let databaseMs = 0;
    for (const [call, summary] of Object.entries(mix)) {
      const cost = costOf(figures, kindOfMarketCall(call));
      requests += summary.requests;
      replicaMs += summary.requests * cost.replicaCpuPerRequestMs;
      databaseMs += summary.requests * cost.databaseCpuPerRequestMs;
    }
    const replicaPerRequest = replicaMs / requests;
    const databasePerRequest = databaseMs / requests;
    return {
      replicaCpuPerRequestMs: replicaPerRequest,
      databaseCpuPerRequestMs: databasePerRequest,
      requestsPerSecondPerReplicaCore: 1000 / replicaPerRequest,
      requestsPerSecondPerDatabaseCore: 1000 / databasePerRequest,
      databaseShare: databasePerRequest / (replicaPerRequest + databasePerRequest),
    };
  };
  const singleModel = model(singleKinds);
  const clusterModel = model(clusterKinds);

  printKinds('CPU per request, single-process mode (one replica on its own CPU):', singleKinds);
  printKinds(
    'CPU per request, cluster mode (Redis rate limits, S3 photos, three other replicas listening):',
    clusterKinds,
  );
  console.log('\n  overhead of the cluster per request (replica CPU, cluster − single):');
  for (const figure of clusterKinds) {
    const base = costOf(singleKinds, figure.kind);
    console.log(
      `    ${figure.kind.padEnd(12)} ${(figure.replicaCpuPerRequestMs - base.replicaCpuPerRequestMs).toFixed(2).padStart(7)} ms (${base.replicaCpuPerRequestMs.toFixed(2)} → ${figure.replicaCpuPerRequestMs.toFixed(2)})`,
    );
  }
  for (const [name, m] of [
    ['single-process', singleModel],
    ['cluster', clusterModel],
  ] as const) {
    console.log(
      `\n  model (${name}), the market's mix: ${m.replicaCpuPerRequestMs.toFixed(2)} ms of replica CPU and ${m.databaseCpuPerRequestMs.toFixed(2)} ms of PostgreSQL CPU per request → ${m.requestsPerSecondPerReplicaCore.toFixed(0)} requests/s per replica core; the database saturates one core at ${m.requestsPerSecondPerDatabaseCore.toFixed(0)} requests/s (its share of the CPU: ${(100 * m.databaseShare).toFixed(0)} %)`,
    );
  }
  console.log(
    `\n  rolling restart: ${calls.length} requests in ${rollSeconds.toFixed(1)} s, each of 3 replicas stopped (SIGTERM, ${DRAIN_SECONDS} s drain) and started again (${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s): ${rollErrors} failed`,
  );
  console.log(
    `  generator during the restart: ${(100 * rollGeneratorBusy).toFixed(0)} % of its CPU${rollGeneratorBusy > 0.9 ? ' SATURATED' : ''}; load average ${rollLoad}`,
  );
  console.log(
    `  another replica's cache shows a write after: p50 ${percentile(0.5).toFixed(1)} ms, p95 ${percentile(0.95).toFixed(1)} ms, max ${invalidation.at(-1)!.toFixed(1)} ms (${INVALIDATION_TRIALS} writes)`,
  );
  printDeals(market.ledger, integrity);
  for (const sample of stats.samples.slice(0, 20)) console.log(`    sample: ${sample}`);
  console.log(`  machine: ${describeMachine()}\n`);

  await mkdir('test-results/bench', { recursive: true });
  const report = {
    measuredAt: new Date().toISOString(),
    kindSeconds: KIND_SECONDS,
    kindConcurrency: KIND_CONCURRENCY,
    single: singleKinds,
    cluster: clusterKinds,
    model: { single: singleModel, cluster: clusterModel },
    rollingRestart: {
      seconds: rollSeconds,
      requests: calls.length,
      errors: rollErrors,
      restartsMs: restarts,
      drainSeconds: DRAIN_SECONDS,
      generatorBusy: rollGeneratorBusy,
      loadAverage: rollLoad,
    },
    mix,
    invalidationMs: { p50: percentile(0.5), p95: percentile(0.95), max: invalidation.at(-1) },
    ledger: {
      orders: market.ledger.orders.length,
      payments: market.ledger.payments.length,
      steps: market.ledger.steps.length,
    },
    integrity,
    loadAverage: os.loadavg(),
  };
  await writeFile('test-results/bench/cluster.json', `${JSON.stringify(report, null, 2)}\n`);
  log('Wrote test-results/bench/cluster.json.');
  failed = integrity.violations.length > 0 || rollErrors > 0;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);

import { isIP, isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/** The push services the big browsers subscribe with: Chrome and Android, Firefox, Safari, Edge. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65535).default(9099),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FIREBASE_PROJECT_ID: z.string().default('demo-shutterswap'),
  FIREBASE_API_KEY: z.string().default('demo-api-key'),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  ADMIN_EMAILS: commaList,
  JWT_SECRET: z.string().min(32).optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Only for tests: where the Stripe SDK sends its calls instead of Stripe. */
  STRIPE_API_BASE: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default('./dist'),
  /** Origin of the map tile server the footer map uses (matches the app's VITE_MAP_TILE_URL), if any. */
  MAP_TILE_ORIGIN: z.string().url().optional(),
  /** `off` answers every catalogue read from the database (benchmarks compare both). */
  READ_CACHE: z.enum(['on', 'off']).default('on'),
  /** The read cache's budget in megabytes; past it the least recently used answers go. */
  READ_CACHE_MAX_MB: z.coerce.number().positive().max(4096).default(32),
  /** Sign-in and token requests allowed per minute from one address. */
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** Writes (orders, messages, listings…) per minute from one signed-in caller. */
  RATE_LIMIT_WRITES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /** An S3-compatible bucket for photos instead of the local disk (any replica then serves any photo). */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** Another S3-compatible service than AWS (MinIO, R2, a local test server). */
  S3_ENDPOINT: z.string().url().optional(),
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want, not in the host name. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Unset, the AWS SDK's own chain is used (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** A Redis shared by the replicas: their rate-limit counters live there. Unset, each process counts alone. */
  REDIS_URL: z.string().url().optional(),
  /** Prefixes every key written to Redis, so several apps (or test runs) can share one. */
  REDIS_KEY_PREFIX: z.string().min(1).default('shutterswap:'),
  /** Web Push keys (both or neither); unset, a pair is generated once into DATA_DIR. Replicas must share one. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services may contact about this server's pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.string().default('mailto:support@shutterswap.test'),
  /** How often each replica cancels overdue orders and settles pending payments; 0 turns the sweep off. */
  ORDER_SWEEP_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * How often each replica looks through the outbox of saved-search and price-drop alerts for work another left; it
   * also drains right after each publish or edit it serves. 0 turns the worker off (tests drain when they mean to).
   */
  ALERT_SWEEP_SECONDS: z.coerce.number().int().min(0).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A port of its own for the Prometheus metrics (GET /metrics); unset, they are not served at all. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where the metrics port listens: this machine only unless the scraper is elsewhere. */
  METRICS_HOST: z.string().default('127.0.0.1'),
  /** Which build this is (a commit, an image tag): health and the metrics report it beside the version. */
  BUILD_ID: z.string().max(100).optional(),
  /** On SIGTERM, how long readiness says 503 while requests are still served, before the server stops. */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).optional(),
  /**
   * Whose X-Forwarded-For to believe: a hop count (1 behind one balancer) or the balancers' addresses (comma list,
   * CIDR allowed). Unset, the header is ignored and each connection counts as its own address.
   */
  TRUST_PROXY: z.string().optional(),
  /** The hosts of the push services browsers subscribe with (`*.` for any subdomain); unset, the big browsers'. */
  PUSH_SERVICE_HOSTS: z.string().optional(),
  /** Tests only, refused in production: lets a push service on this machine over http through. */
  PUSH_ALLOW_LOCAL: z.enum(['true', 'false']).default('false'),
  /** The site's own origin (https://shutterswap.example): the only one written into pages, feeds and headers. */
  PUBLIC_ORIGIN: z.string().url().optional(),
});

/** Believes the last `hops` entries of X-Forwarded-For, whoever sent them (Fastify itself ignores a bare count). */
const hopCount =
  (hops: number): TrustProxy =>
  (_address, hop) =>
    hop < hops;

/** TRUST_PROXY as Fastify's `trustProxy`: false, a hop count, or a list of addresses and CIDR blocks. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : hopCount(Number(value));
  const addresses = value.split(',').map((item) => item.trim());
  const valid = addresses.every((item) => {
    const [address = '', prefix, ...rest] = item.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return false;
    return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
  });
  if (!valid) {
    throw new ConfigError(
      `Invalid environment variable TRUST_PROXY: ${value} (a hop count such as 1, or the balancers' addresses)`,
    );
  }
  return addresses;
}

/** PUBLIC_ORIGIN reduced to its origin; required in production, where no request's Host may stand in for it. */
function parsePublicOrigin(value: string | undefined, env: Config['env'], port: number): string {
  if (value) return new URL(value).origin;
  if (env === 'production') {
    throw new ConfigError('Set PUBLIC_ORIGIN (https://your.site) when NODE_ENV=production');
  }
  return `http://127.0.0.1:${port}`;
}

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  /** Where photos are stored and served from: the local disk (`uploadsDir`) unless a bucket is set. */
  photoBucket: PhotoBucket | null;
  database: { kind: 'pglite'; dir: string } | { kind: 'postgres'; url: string } | { kind: 'pglite-memory' };
  auth: { projectId: string; apiKey: string; authDomain: string; emulatorHost: string | undefined };
  adminEmails: string[];
  jwtSecret: string | undefined;
  payments:
    | { kind: 'sandbox' }
    | {
        kind: 'stripe';
        secretKey: string;
        publishableKey: string;
        webhookSecret: string;
        apiBase?: string | undefined;
      };
  webDistDir: string;
  logLevel: string;
  mapTileOrigin: string | undefined;
  rateLimits: {
    authPerMinute: number;
    writesPerMinute: number;
    store: { kind: 'memory' } | { kind: 'redis'; url: string; keyPrefix: string };
  };
  readCache: boolean;
  readCacheMaxBytes: number;
  webPush: {
    keys: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    /** The push services' hosts the server sends to; `allowLocal` (tests) adds http and this machine. */
    serviceHosts: string[];
    allowLocal: boolean;
  };
  orderSweepMs: number;
  alertSweepMs: number;
  /** The metrics' own listener, or null when METRICS_PORT is unset. */
  metrics: { host: string; port: number } | null;
  buildId: string | undefined;
  shutdownDrainMs: number;
  /** Fastify's `trustProxy`: which X-Forwarded-For to believe (TRUST_PROXY); false by default. */
  trustProxy: TrustProxy;
  /** The origin of every absolute URL the server writes (canonical links, sitemap, robots.txt). */
  publicOrigin: string;
};

/** No proxy, the balancers' addresses, or whether the `hop`-th address from the socket is a trusted proxy. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export type PhotoBucket = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
};

export class ConfigError extends Error {}

function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || (isIPv4(host) && host.startsWith('127.'));
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const nonEmpty = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(nonEmpty);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid environment variable ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Set all of STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or none for the sandbox',
    );
  }
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither to generate a pair');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither for the AWS SDK's own");
  }
  if (env.NODE_ENV === 'production' && env.PUSH_ALLOW_LOCAL === 'true') {
    throw new ConfigError('PUSH_ALLOW_LOCAL is for tests: it must not be set when NODE_ENV=production');
  }
  // The emulator's ID tokens are unsigned: a production server must never trust them.
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
  // Nor may anyone but this machine's own user reach a server that trusts them.
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !isLoopbackHost(env.HOST)) {
    throw new ConfigError(
      `HOST=${env.HOST} would let other machines sign in through the auth emulator, whose ID tokens are unsigned. ` +
        'Serve on a loopback address (HOST=127.0.0.1) or configure a real Firebase project (FIREBASE_PROJECT_ID).',
    );
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    photoBucket: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : null,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dir: path.join(dataDir, 'db') },
    auth: {
      projectId: env.FIREBASE_PROJECT_ID,
      apiKey: env.FIREBASE_API_KEY,
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    },
    adminEmails: env.ADMIN_EMAILS,
    jwtSecret: env.JWT_SECRET,
    payments:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_BASE,
          }
        : { kind: 'sandbox' },
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL,
    mapTileOrigin: env.MAP_TILE_ORIGIN,
    rateLimits: {
      authPerMinute: env.RATE_LIMIT_AUTH_PER_MINUTE,
      writesPerMinute: env.RATE_LIMIT_WRITES_PER_MINUTE,
      store: env.REDIS_URL
        ? { kind: 'redis', url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }
        : { kind: 'memory' },
    },
    readCache: env.READ_CACHE === 'on',
    readCacheMaxBytes: Math.floor(env.READ_CACHE_MAX_MB * 1024 * 1024),
    webPush: {
      keys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      subject: env.VAPID_SUBJECT,
      serviceHosts: env.PUSH_SERVICE_HOSTS
        ? env.PUSH_SERVICE_HOSTS.split(',')
            .map((host) => host.trim().toLowerCase())
            .filter(Boolean)
        : DEFAULT_PUSH_SERVICE_HOSTS,
      allowLocal: env.PUSH_ALLOW_LOCAL === 'true',
    },
    orderSweepMs: env.ORDER_SWEEP_SECONDS * 1000,
    alertSweepMs: env.ALERT_SWEEP_SECONDS * 1000,
    metrics: env.METRICS_PORT === undefined ? null : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    buildId: env.BUILD_ID,
    // Behind a balancer (production) long enough for its health checks to see the 503; elsewhere nothing waits.
    shutdownDrainMs: (env.SHUTDOWN_DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 5 : 0)) * 1000,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicOrigin: parsePublicOrigin(env.PUBLIC_ORIGIN, env.NODE_ENV, env.PORT),
  };
}

export function describeProviders(config: Config): string[] {
  const db =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : config.database.kind === 'pglite'
        ? `PGlite (embedded) in ${config.database.dir}`
        : 'PGlite (in memory)';
  const auth = config.auth.emulatorHost
    ? `Firebase Auth Emulator at ${config.auth.emulatorHost} (project ${config.auth.projectId})`
    : `Firebase Auth (project ${config.auth.projectId})`;
  return [
    `database  ${db}`,
    `auth      ${auth}`,
    `images    ${
      config.photoBucket ? `S3 bucket ${config.photoBucket.bucket}` : `local disk in ${config.uploadsDir}`
    }, served at /uploads`,
    `payments  ${config.payments.kind === 'stripe' ? 'Stripe' : 'sandbox (Stripe test cards, no network)'}`,
    ...(config.metrics ? [`metrics   Prometheus at http://${config.metrics.host}:${config.metrics.port}/metrics`] : []),
  ];
}

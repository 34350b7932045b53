import http from 'node:http';
import type { Socket } from 'node:net';

/*
 * A kill switch between the browser and the test server (127.0.0.1 only). The browser opens the app at the
 * proxy's origin, so the page, its service worker and every request go through it, and a test can cut the
 * network in ways `context.setOffline` cannot: a dead network, a weak signal that hangs, or an answer lost after
 * the server acted on the request. It can also release a new app version: the browser fetches a service worker's
 * script itself, out of reach of request interception, so the proxy hands out a new worker (the same code plus a
 * marker line) once told to.
 */

/**
 * - pass: forwarded, answered as the server answers.
 * - refuse: the connection is destroyed at once, nothing reaches the server (no network).
 * - hang: the request is never answered and never forwarded (lie-fi: online, yet nothing comes back). Leaving hang
 *   resets the connections it held, as a returning signal does with stale ones; otherwise the browser's six
 *   connections per host would stay stuck for good.
 * - drop-response: forwarded and handled by the server, then the connection is destroyed before the answer.
 */
export type ProxyMode = 'pass' | 'refuse' | 'hang' | 'drop-response';

export interface ProxyRule {
  /** Matches the request path without the query string (`/api/jwt`), or a pattern on it. */
  path: string | RegExp;
  /** Only this method (GET, POST…); every method when left out. */
  method?: string;
  mode: ProxyMode;
  /** The share of matching requests the rule applies to (0-1, default 1), drawn from a seeded generator. */
  share?: number;
  /** pass and drop-response: how long the server's answer is held before it is sent (or lost): a slow network. */
  delayMs?: number;
}

export interface ProxiedRequest {
  method: string;
  path: string;
  mode: ProxyMode;
  /** The server's answer's status, once it answered (passed or dropped). */
  status?: number;
}

export interface KillSwitchProxy {
  origin: string;
  /** What happens to requests no rule matches; switching to refuse also cuts the connections already open. */
  setMode(mode: ProxyMode): void;
  /** Replaces the per-path rules; the first rule that matches (and is drawn, see `share`) decides. */
  setRules(rules: ProxyRule[]): void;
  /** Every request seen since the start (or the last `clearLog`), in order, with what was done with it. */
  readonly log: readonly ProxiedRequest[];
  clearLog(): void;
  /** How many requests of this method and path the server received (pass and drop-response). */
  reachedServer(method: string, path: string | RegExp): number;
  /** From now on /sw.js is a new version's worker: the browser's next update check installs it. */
  releaseNewVersion(): void;
  close(): Promise<void>;
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0] ?? '/';
}

function pathMatches(pattern: string | RegExp, path: string): boolean {
  return typeof pattern === 'string' ? pattern === path : pattern.test(path);
}

/** A small seeded generator (mulberry32), so a lossy run refuses the same requests each time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function startKillSwitchProxy(options: {
  upstream: string;
  port: number;
  seed?: number;
}): Promise<KillSwitchProxy> {
  const upstream = new URL(options.upstream);
  const agent = new http.Agent({ keepAlive: true });
  const random = seededRandom(options.seed ?? 12);
  const sockets = new Set<Socket>();
  const hung = new Set<Socket>();
  const log: ProxiedRequest[] = [];
  let mode: ProxyMode = 'pass';
  let rules: ProxyRule[] = [];
  /** How many versions were released since the start: each adds its own marker to the worker's script. */
  let releases = 0;

  function decide(method: string, path: string): { mode: ProxyMode; delayMs: number } {
    for (const rule of rules) {
      if (rule.method && rule.method.toUpperCase() !== method) continue;
      if (!pathMatches(rule.path, path)) continue;
      if (rule.share === undefined || random() < rule.share) return { mode: rule.mode, delayMs: rule.delayMs ?? 0 };
    }
    return { mode, delayMs: 0 };
  }

  function releaseHungUnlessHanging(): void {
    if (mode === 'hang' || rules.some((rule) => rule.mode === 'hang')) return;
    for (const socket of hung) socket.destroy();
  }

  /** The released version's worker: the server's script, whole and uncompressed (no 304), plus a marker line. */
  function releasedWorker(incoming: http.IncomingMessage, outgoing: http.ServerResponse): void {
    const {
      'accept-encoding': _encoding,
      'if-none-match': _etag,
      'if-modified-since': _modified,
      ...headers
    } = incoming.headers;
    const forwarded = http.request(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: 'GET', headers, agent },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          outgoing.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
          outgoing.end(`${Buffer.concat(chunks).toString('utf8')}\n// release ${releases}\n`);
        });
      },
    );
    forwarded.on('error', () => incoming.socket.destroy());
    incoming.resume();
    forwarded.end();
  }

  function forward(
    incoming: http.IncomingMessage,
    outgoing: http.ServerResponse,
    entry: ProxiedRequest,
    { dropAnswer, delayMs }: { dropAnswer: boolean; delayMs: number },
  ): void {
    if (releases > 0 && !dropAnswer && pathOf(incoming.url) === '/sw.js') {
      releasedWorker(incoming, outgoing);
      return;
    }
    const forwarded = http.request(
      {
        protocol: upstream.protocol,
        hostname: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        entry.status = answer.statusCode;
        if (dropAnswer) {
          // The server has acted on the request; the answer is read (so the upstream socket is reusable) and lost.
          answer.resume();
          setTimeout(() => incoming.socket.destroy(), delayMs);
          return;
        }
        answer.pause();
        setTimeout(() => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.headers);
          answer.pipe(outgoing);
        }, delayMs);
      },
    );
    forwarded.on('error', () => incoming.socket.destroy());
    incoming.pipe(forwarded);
  }

  const server = http.createServer((incoming, outgoing) => {
    const method = (incoming.method ?? 'GET').toUpperCase();
    const path = pathOf(incoming.url);
    const { mode: chosen, delayMs } = decide(method, path);
    const entry: ProxiedRequest = { method, path, mode: chosen };
    log.push(entry);
    switch (chosen) {
      case 'refuse':
        incoming.socket.destroy();
        return;
      case 'hang':
        // Read the body so the browser thinks it was sent, then never answer.
        incoming.resume();
        hung.add(incoming.socket);
        return;
      case 'drop-response':
        forward(incoming, outgoing, entry, { dropAnswer: true, delayMs });
        return;
      case 'pass':
        forward(incoming, outgoing, entry, { dropAnswer: false, delayMs });
    }
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    if (mode === 'refuse' && rules.length === 0) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.on('close', () => {
      sockets.delete(socket);
      hung.delete(socket);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    origin: `http://127.0.0.1:${options.port}`,
    setMode(next) {
      mode = next;
      if (next === 'refuse') for (const socket of sockets) socket.destroy();
      releaseHungUnlessHanging();
    },
    setRules(next) {
      rules = [...next];
      releaseHungUnlessHanging();
    },
    get log() {
      return log;
    },
    clearLog() {
      log.length = 0;
    },
    reachedServer(method, path) {
      return log.filter(
        (entry) =>
          entry.method === method.toUpperCase() &&
          pathMatches(path, entry.path) &&
          (entry.mode === 'pass' || entry.mode === 'drop-response'),
      ).length;
    },
    releaseNewVersion() {
      releases += 1;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      agent.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

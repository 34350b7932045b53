import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A push service on this machine, and a browser's side of a subscription to it: its key pair and auth secret, so
 * the test reads what the server encrypted for the browser. `gone` paths answer 410, as for an unsubscribed browser.
 */
export async function startLocalPushService() {
  const received: Received[] = [];
  const gone = new Set<string>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(gone.has(path) ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    gone,
    /** A browser subscribing at `path`: what PushSubscription.toJSON() gives, and how to read its messages. */
    subscription(path: string) {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const authSecret = randomBytes(16).toString('base64url');
      return {
        json: {
          endpoint: `http://127.0.0.1:${port}${path}`,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: authSecret },
        },
        read: (body: Buffer): unknown =>
          JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret }).toString('utf8')),
      };
    },
    /** Waits until `count` pushes have arrived at `path`. */
    async arrivals(path: string, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mine = received.filter((push) => push.path === path);
        if (mine.length >= count) return mine;
        if (Date.now() > deadline) throw new Error(`${mine.length} of ${count} pushes arrived at ${path}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

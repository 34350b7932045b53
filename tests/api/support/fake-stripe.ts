import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
};

/**
 * A local stand-in for the part of Stripe's API the server uses (/v1/payment_intents, /v1/refunds),
 * so the real `stripe` SDK can be exercised without any network.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const refunds: string[] = [];

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const form = new URLSearchParams(raw);
      const send = (status: number, body: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(4).toString('hex')}`,
        });
        response.end(JSON.stringify(body));
      };
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const metadata: Record<string, string> = {};
        for (const [key, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(key);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const id = `pi_fake_${randomBytes(8).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? 'usd',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_x`,
          metadata,
        };
        intents.set(id, intent);
        return send(200, intent);
      }
      const retrieve = /^\/v1\/payment_intents\/([\w]+)$/.exec(url.pathname);
      if (request.method === 'GET' && retrieve?.[1]) {
        const intent = intents.get(retrieve[1]);
        if (!intent) {
          return send(404, {
            error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent' },
          });
        }
        return send(200, intent);
      }
      if (request.method === 'POST' && url.pathname === '/v1/refunds') {
        refunds.push(form.get('payment_intent') ?? '');
        return send(200, { id: `re_${randomBytes(6).toString('hex')}`, object: 'refund', status: 'succeeded' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    intents,
    refunds,
    /** What Stripe does when the browser confirms the card with Stripe.js. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

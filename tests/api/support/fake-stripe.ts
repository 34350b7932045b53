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
  capture_method: string;
  metadata: Record<string, string>;
};

/** Which statuses each action accepts, and where it leaves the intent (Stripe's rules for manual capture). */
const ACTIONS: Record<string, { from: string[]; to: string }> = {
  capture: { from: ['requires_capture'], to: 'succeeded' },
  cancel: {
    from: ['requires_payment_method', 'requires_confirmation', 'requires_action', 'requires_capture'],
    to: 'canceled',
  },
};

/**
 * A local stand-in for the part of Stripe's API the server uses (/v1/payment_intents, and their capture and
 * cancel), so the real `stripe` SDK can be exercised without any network. `calls` lists what the server asked.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const calls: string[] = [];
  /** How many more captures or cancels answer 500. */
  const failures = { capture: 0, cancel: 0 };

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
      calls.push(`${request.method} ${url.pathname}`);
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
          capture_method: form.get('capture_method') ?? 'automatic',
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
      const action = /^\/v1\/payment_intents\/([\w]+)\/(capture|cancel)$/.exec(url.pathname);
      if (request.method === 'POST' && action?.[1] && action[2]) {
        const intent = intents.get(action[1]);
        const rule = ACTIONS[action[2]]!;
        const name = action[2] as keyof typeof failures;
        if (failures[name] > 0) {
          failures[name] -= 1;
          return send(500, { error: { type: 'api_error', message: "Something went wrong on Stripe's end." } });
        }
        if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
        if (!rule.from.includes(intent.status)) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's status is ${intent.status}.`,
            },
          });
        }
        intent.status = rule.to;
        return send(200, intent);
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unknown route ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    intents,
    calls,
    /** What Stripe does when the browser confirms the card with Stripe.js: a manual-capture intent is authorised. */
    authorise(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = intent.capture_method === 'manual' ? 'requires_capture' : 'succeeded';
      return intent;
    },
    /** The next `count` captures or cancels fail as when Stripe has trouble (500), whatever the intent. */
    failNext(action: keyof typeof failures, count = 1) {
      failures[action] = count;
    },
    /** What Stripe does to an authorisation not captured in time. */
    lapse(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'canceled';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

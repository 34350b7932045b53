import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogSerializers } from '@server/lib/request-log.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
let buyer: Session;
beforeAll(async () => {
  t = await createTestApp({}, { level: 'info', serializers: requestLogSerializers, stream: sink });
  buyer = await newSession(t, 'Buyer', { email: 'private.person@example.test' });
});
afterAll(() => t.close());

describe('request logs', () => {
  it('record requests without tokens, emails or search words', async () => {
    await t.app.inject({ method: 'GET', url: `/api/users/buyer/${buyer.email}`, headers: buyer.headers });
    await t.app.inject({
      method: 'GET',
      url: `/api/my-orders?email=${encodeURIComponent(buyer.email)}`,
      headers: buyer.headers,
    });
    await t.app.inject({ method: 'GET', url: '/api/products?q=secret%20lens%20wish&sort=newest' });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/my-orders?email=');
    expect(log).toContain('sort=newest');
    expect(log).not.toContain('private.person');
    expect(log).not.toContain(buyer.headers.authorization.slice(7, 40));
    expect(log).not.toContain('secret');
  });
});

describe('request ids', () => {
  const logLinesOf = (requestId: string) =>
    lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((line) => line.reqId === requestId);

  it('name every answer, refusals included, and the log lines about it', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/advertised-products' }),
      await t.app.inject({ method: 'GET', url: '/api/my-orders' }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
      await t.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: { productID: 'x' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id'] as string);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(4);
    for (const id of ids) {
      expect(logLinesOf(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    }
  });

  it('keep the balancer’s plain x-request-id, so its log and the replica’s match; anything else gets a new one', async () => {
    const kept = await t.app.inject({
      method: 'GET',
      url: '/api/advertised-products',
      headers: { 'x-request-id': 'haproxy-7f3a9c1e2b' },
    });
    expect(kept.headers['x-request-id']).toBe('haproxy-7f3a9c1e2b');
    expect(logLinesOf('haproxy-7f3a9c1e2b')).toHaveLength(2);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/advertised-products',
      headers: { 'x-request-id': 'evil"}\n{"msg":"forged line' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.join('')).not.toContain('forged line');
  });
});

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

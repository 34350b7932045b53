import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLogSerializers } from '@server/lib/request-log.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/* POST /api/client-errors: a screen that broke in a browser, written to the server's log. */

const lines: string[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

const REPORT = {
  boundary: 'page',
  path: '/product/8b725e2d-c35c-4e2c-95d0-8f5c4328496f',
  message: "Cannot read properties of undefined (reading 'name')",
  stack: "TypeError: Cannot read properties of undefined (reading 'name')\n    at ProductSummary",
  componentStack: '\n    at ProductSummary\n    at ProductDetailsPage',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    { RATE_LIMIT_WRITES_PER_MINUTE: '3' },
    { level: 'info', serializers: requestLogSerializers, stream: sink },
  );
});
afterAll(() => t.close());

describe('an error report from the browser', () => {
  it('is acknowledged and written to the log with where it happened and what the code said', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/client-errors', payload: REPORT });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ acknowledged: true });
    const logged = lines
      .map((line) => JSON.parse(line) as { msg?: string; clientError?: unknown })
      .find((line) => line.msg === 'A screen broke in the browser');
    expect(logged?.clientError).toEqual(REPORT);
  });

  it('is refused with 400 naming the field when it is not a report', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/client-errors',
      payload: { ...REPORT, path: 'https://elsewhere.example/' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request', field: 'path' } });
  });

  it('is limited per caller, so a broken page cannot flood the log', async () => {
    const statuses: number[] = [];
    for (let report = 0; report < 4; report += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: REPORT,
        remoteAddress: '203.0.113.9',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

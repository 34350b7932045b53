import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, plainPhoto } from '../support/image-upload.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { stopGracefully } from '@server/serve.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * A replica told to stop (SIGTERM from the orchestrator, after the balancer stopped sending it traffic) finishes
 * the requests it has, then closes: an upload in flight is answered, not cut off; new connections are refused.
 */
let t: TestApp;
let seller: Session;
let url: string;
beforeAll(async () => {
  t = await createTestApp();
  seller = await newSession(t, 'Seller', { verified: true });
  url = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await t.close();
});

describe('stopping a replica', () => {
  it('answers the upload it is processing, then refuses new connections', async () => {
    const body = multipartBody('image', 'photo.jpg', await plainPhoto(), 'image/jpeg');
    const received = new Promise((resolve) => t.app.server.once('request', resolve));
    const upload = fetch(`${url}/api/images`, {
      method: 'POST',
      headers: { ...body.headers, ...seller.headers },
      body: body.payload,
    });
    await received;
    const closed = t.app.close();

    const answer = await upload;
    expect(answer.status).toBe(201);
    expect(((await answer.json()) as { success: boolean }).success).toBe(true);
    await closed;
    await expect(fetch(`${url}/api/health/live`)).rejects.toThrow();
  });
});

describe('a planned stop (SIGTERM: stopGracefully)', () => {
  it('first says not ready while it still answers everything, so the balancer drains it; then stops', async () => {
    const replica = await createTestApp();
    const base = await replica.app.listen({ host: '127.0.0.1', port: 0 });
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(200);

    const stopped = stopGracefully(replica.app, replica.database, 1_000);
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({
      error: { code: 'unavailable', message: 'This replica is shutting down.' },
    });
    const live = await fetch(`${base}/api/health/live`);
    expect(live.status).toBe(200);
    const browse = await fetch(`${base}/api/advertised-products`);
    expect(browse.status).toBe(200);
    // Each answer ends its keep-alive connection, so the balancer's next request opens a new one elsewhere.
    expect(browse.headers.get('connection')).toBe('close');

    await stopped;
    await expect(fetch(`${base}/api/health/live`)).rejects.toThrow();
    await replica.close();
  });
});

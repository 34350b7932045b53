import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, plainPhoto } from '../support/image-upload.ts';
import { newSession, type Session } from '../support/sessions.ts';
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
  await t.database.close();
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

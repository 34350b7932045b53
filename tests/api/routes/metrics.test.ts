import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '@server/config.ts';
import { startMetricsServer, type MetricsServer } from '@server/metrics/metrics-server.ts';
import { dealIn, handoverBody } from '../support/deal-states.ts';
import { insertProduct } from '../support/fixtures.ts';
import { givenUploadedBy } from '../support/image-upload.ts';
import { validListingInput } from '../support/listing-input.ts';
import { startLocalPushService } from '../support/local-push-service.ts';
import { orderStep, placeOrder } from '../support/purchase.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/*
 * What an operator watches: each family of the metrics moves after the request that causes it, read the way
 * Prometheus reads them (GET /metrics on the metrics port, text format). The registry is the process's, so the
 * tests compare a scrape before with one after.
 */
let t: TestApp;
let metrics: MetricsServer;
let push: Awaited<ReturnType<typeof startLocalPushService>>;
let buyer: Session;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp({ BUILD_ID: 'build-2026-11-27', PUSH_SERVICE_HOSTS: '127.0.0.1', PUSH_ALLOW_LOCAL: 'true' });
  metrics = await startMetricsServer({ host: '127.0.0.1', port: 0 });
  push = await startLocalPushService();
  buyer = await newSession(t, 'Buyer');
  seller = await newSession(t, 'Seller', { verified: true });
});
afterAll(async () => {
  await metrics.close();
  await push.close();
  await t.close();
});

type Scrape = { text: string; value(series: string): number };

/** One scrape; `value('name{label="x"}')` is that series' number, 0 when it is not there yet. */
async function scrape(): Promise<Scrape> {
  const response = await fetch(metrics.url);
  expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
  const text = await response.text();
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const match = /^([^\s{]+(?:\{.*\})?) (\S+)$/.exec(line);
    if (match) values.set(match[1]!, Number(match[2]));
  }
  return { text, value: (series) => values.get(series) ?? 0 };
}

/** How much each series grew between two scrapes. */
const grown = (before: Scrape, after: Scrape, series: string[]) =>
  Object.fromEntries(series.map((name) => [name, after.value(name) - before.value(name)]));

const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, headers: session?.headers ?? {} });

describe('the metrics', () => {
  it('count requests per route pattern and status, and time them, never naming an id', async () => {
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Leica M6' });
    const before = await scrape();
    expect((await get(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await get(`/api/products/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get('/api/no-such-thing')).statusCode).toBe(404);
    const after = await scrape();
    expect(
      grown(before, after, [
        'shutterswap_http_requests_total{method="GET",route="/api/products/:id",status="200"}',
        'shutterswap_http_requests_total{method="GET",route="/api/products/:id",status="404"}',
        'shutterswap_http_requests_total{method="GET",route="(no route)",status="404"}',
        'shutterswap_http_request_duration_seconds_count{method="GET",route="/api/products/:id"}',
        'shutterswap_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products/:id"}',
      ]),
    ).toEqual({
      'shutterswap_http_requests_total{method="GET",route="/api/products/:id",status="200"}': 1,
      'shutterswap_http_requests_total{method="GET",route="/api/products/:id",status="404"}': 1,
      'shutterswap_http_requests_total{method="GET",route="(no route)",status="404"}': 1,
      'shutterswap_http_request_duration_seconds_count{method="GET",route="/api/products/:id"}': 2,
      'shutterswap_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/products/:id"}': 2,
    });
    expect(after.text).not.toContain(product.id);
    expect(after.text).not.toContain('no-such-thing');
  });

  it('say which version and build the process runs', async () => {
    expect((await scrape()).value('shutterswap_build_info{version="0.1.0",build="build-2026-11-27"}')).toBe(1);
  });

  it('count the rate limits’ refusals', async () => {
    const before = await scrape();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/jwt', remoteAddress: '203.0.113.71' });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    const after = await scrape();
    expect(
      grown(before, after, [
        'shutterswap_rate_limit_refusals_total{route="/api/jwt"}',
        'shutterswap_http_requests_total{method="GET",route="/api/jwt",status="429"}',
      ]),
    ).toEqual({
      'shutterswap_rate_limit_refusals_total{route="/api/jwt"}': 1,
      'shutterswap_http_requests_total{method="GET",route="/api/jwt",status="429"}': 1,
    });
  });

  it('count read-cache misses and hits', async () => {
    const before = await scrape();
    await get('/api/category/film');
    const missed = await scrape();
    await get('/api/category/film');
    const hit = await scrape();
    const series = [
      'shutterswap_read_cache_lookups_total{result="miss"}',
      'shutterswap_read_cache_lookups_total{result="hit"}',
    ];
    expect(grown(before, missed, series)).toEqual({
      'shutterswap_read_cache_lookups_total{result="miss"}': 1,
      'shutterswap_read_cache_lookups_total{result="hit"}': 0,
    });
    expect(grown(missed, hit, series)).toEqual({
      'shutterswap_read_cache_lookups_total{result="miss"}': 0,
      'shutterswap_read_cache_lookups_total{result="hit"}': 1,
    });
  });

  it('time the database’s queries', async () => {
    const before = await scrape();
    await get('/api/orders/' + randomUUID(), buyer);
    const after = await scrape();
    expect(
      after.value('shutterswap_db_query_duration_seconds_count') -
        before.value('shutterswap_db_query_duration_seconds_count'),
    ).toBeGreaterThanOrEqual(1);
  });

  it.runIf(process.env.TEST_DATABASE === 'postgres')(
    'report the PostgreSQL pool: a connection held by a transaction is in use, then idle again',
    async () => {
      const inUse = (scraped: Scrape) =>
        scraped.value('shutterswap_db_pool_connections{state="total"}') -
        scraped.value('shutterswap_db_pool_connections{state="idle"}');
      const during = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        return scrape();
      });
      expect(inUse(during)).toBe(1);
      expect(inUse(await scrape())).toBe(0);
    },
  );

  it('count writes an outbox sent again and got the first answer for: an order, a listing, a message, a hand-over', async () => {
    const before = await scrape();
    const product = await insertProduct(t.database.db, seller.userId, { name: 'Rolleiflex 3.5F' });
    const order = {
      clientOrderId: randomUUID(),
      productID: product.id,
      buyerPhone: '+1 206 555 0100',
      meetingPlace: 'Stand 12',
    };
    for (let send = 0; send < 2; send++) {
      const answer = await t.app.inject({ method: 'POST', url: '/api/orders', headers: buyer.headers, payload: order });
      expect(answer.statusCode).toBe(201);
    }
    const listing = { ...validListingInput({ name: 'Mamiya RB67' }), clientListingId: randomUUID() };
    await givenUploadedBy(t, seller.userId, listing.images);
    for (let send = 0; send < 2; send++) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/addproduct',
        headers: seller.headers,
        payload: listing,
      });
      expect(answer.statusCode).toBe(201);
    }
    const deal = await dealIn(t, 'paid', buyer, seller);
    const message = { messageId: randomUUID(), kind: 'text', text: 'See you at noon' };
    for (let send = 0; send < 2; send++) {
      expect((await orderStep(t, buyer, deal.orderId, 'messages', message)).statusCode).toBe(200);
    }
    for (let send = 0; send < 2; send++) {
      expect((await orderStep(t, buyer, deal.orderId, 'handover', handoverBody(deal.code!))).statusCode).toBe(200);
    }
    const after = await scrape();
    expect(
      grown(before, after, [
        'shutterswap_outbox_replays_total{kind="order"}',
        'shutterswap_outbox_replays_total{kind="listing"}',
        'shutterswap_outbox_replays_total{kind="message"}',
        'shutterswap_outbox_replays_total{kind="handover"}',
      ]),
    ).toEqual({
      'shutterswap_outbox_replays_total{kind="order"}': 1,
      'shutterswap_outbox_replays_total{kind="listing"}': 1,
      'shutterswap_outbox_replays_total{kind="message"}': 1,
      'shutterswap_outbox_replays_total{kind="handover"}': 1,
    });
  });

  it('count the steps of deals', async () => {
    const steps = ['place', 'accept', 'decline', 'pay', 'handover', 'cancel', 'dispute'].map(
      (step) => `shutterswap_deal_steps_total{step="${step}"}`,
    );
    const before = await scrape();
    await dealIn(t, 'completed', buyer, seller);
    await dealIn(t, 'declined', buyer, seller);
    await dealIn(t, 'cancelled', buyer, seller);
    await dealIn(t, 'disputed', buyer, seller);
    expect(grown(before, await scrape(), steps)).toEqual({
      'shutterswap_deal_steps_total{step="place"}': 4,
      'shutterswap_deal_steps_total{step="accept"}': 3,
      'shutterswap_deal_steps_total{step="decline"}': 1,
      'shutterswap_deal_steps_total{step="pay"}': 2,
      'shutterswap_deal_steps_total{step="handover"}': 1,
      'shutterswap_deal_steps_total{step="cancel"}': 1,
      'shutterswap_deal_steps_total{step="dispute"}': 1,
    });
  });

  it('count pushes sent, and those a push service refused or never answered', async () => {
    const series = ['sent', 'gone', 'refused', 'failed'].map(
      (result) => `shutterswap_push_sends_total{result="${result}"}`,
    );
    const subscribe = (json: object) =>
      t.app.inject({ method: 'POST', url: '/api/push-subscriptions', headers: seller.headers, payload: json });
    push.gone.add('/push/old-phone');
    for (const path of ['/push/phone', '/push/old-phone'])
      expect((await subscribe(push.subscription(path).json)).statusCode).toBe(200);
    const unreachable = push.subscription('/push/offline').json;
    expect((await subscribe({ ...unreachable, endpoint: 'http://127.0.0.1:9/push/offline' })).statusCode).toBe(200);
    const before = await scrape();
    await placeOrder(t, buyer, (await insertProduct(t.database.db, seller.userId)).id);
    // The pushes go out after the answer: wait until all three have come back one way or another.
    let after = await scrape();
    const settled = () => Object.values(grown(before, after, series)).reduce((sum, n) => sum + n, 0) >= 3;
    for (let tries = 0; tries < 100 && !settled(); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = await scrape();
    }
    expect(grown(before, after, series)).toEqual({
      'shutterswap_push_sends_total{result="sent"}': 1,
      'shutterswap_push_sends_total{result="gone"}': 1,
      'shutterswap_push_sends_total{result="refused"}': 0,
      'shutterswap_push_sends_total{result="failed"}': 1,
    });
  });

  it('count 5xx answers: readiness while the replica drains', async () => {
    const before = await scrape();
    await t.app.drain(0);
    expect((await get('/api/health/ready')).statusCode).toBe(503);
    const after = await scrape();
    expect(
      grown(before, after, ['shutterswap_http_requests_total{method="GET",route="/api/health/ready",status="503"}']),
    ).toEqual({ 'shutterswap_http_requests_total{method="GET",route="/api/health/ready",status="503"}': 1 });
  });
});

describe('the metrics are not public', () => {
  it('are not served on the app’s port, signed in or not', async () => {
    const admin = await newSession(t, 'admin');
    for (const url of ['/metrics', '/api/metrics', '/metrics?format=prometheus']) {
      for (const session of [undefined, buyer, admin]) {
        const answer = await get(url, session);
        expect(answer.statusCode).toBe(404);
        expect(answer.body).not.toContain('shutterswap_http_requests_total');
      }
    }
  });

  it('are off unless METRICS_PORT is set, and then listen on this machine only unless METRICS_HOST says otherwise', async () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).metrics).toEqual({
      host: '10.0.0.5',
      port: 9464,
    });
    const onDefaultHost = await startMetricsServer({ ...loadConfig({ METRICS_PORT: '0' }).metrics!, port: 0 });
    expect(onDefaultHost.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    await onDefaultHost.close();
  });

  it('answer nothing but GET /metrics on their own port', async () => {
    const elsewhere = await fetch(metrics.url.replace('/metrics', '/api/health'));
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.text()).toBe('Not found: GET /metrics\n');
  });
});

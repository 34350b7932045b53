import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { servedRoutes } from '../support/route-list.ts';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};

let sandboxApp: TestApp;
let stripeApp: TestApp;
beforeAll(async () => {
  [sandboxApp, stripeApp] = await Promise.all([createTestApp(), createTestApp(STRIPE_ENV)]);
});
afterAll(() => Promise.all([sandboxApp.close(), stripeApp.close()]));

/** Every /api route Fastify serves (HEAD aside: it answers as its GET), with the success statuses its response schema declares. */
function successSchemas(t: TestApp): Record<string, string[]> {
  return Object.fromEntries(
    servedRoutes(t.app)
      .filter(({ method, path }) => path.startsWith('/api/') && method !== 'HEAD')
      .map(({ method, path }) => {
        const statuses = t.app.declaredResponses.get(`${method} ${path}`) ?? [];
        return [`${method} ${path}`, statuses.filter((status) => /^2/.test(status)).sort()];
      }),
  );
}

const withoutSuccessSchema = (routes: Record<string, string[]>) =>
  Object.entries(routes)
    .filter(([, statuses]) => statuses.length === 0)
    .map(([route]) => route);

/** The URLs of docs/spec.md section 7 and the additions of docs/design.md "API", with the success statuses each answers. */
const BOTH_PROVIDERS = {
  'GET /api/health': ['200'],
  'GET /api/health/live': ['200'],
  'GET /api/health/ready': ['200'],
  'GET /api/client-config': ['200'],
  'GET /api/advertised-products': ['200'],
  'GET /api/catalogue-filters': ['200'],
  'GET /api/price-guide': ['200'],
  'GET /api/search-suggestions': ['200'],
  'GET /api/places': ['200'],
  'GET /api/products': ['200'],
  'GET /api/products/:id': ['200'],
  'DELETE /api/products/:id': ['200'],
  'GET /api/products/reported': ['200'],
  'GET /api/category/:category': ['200'],
  'GET /api/sellers/verified/:email': ['200'],
  'GET /api/offline-catalogue': ['200'],
  'POST /api/offline-catalogue/availability': ['200'],
  'POST /api/newsletter': ['200', '201'],
  'POST /api/client-errors': ['202'],
  'GET /api/jwt': ['200'],
  'POST /api/users': ['200', '201'],
  'GET /api/users/me': ['200'],
  'GET /api/users/:role/:email': ['200'],
  'GET /api/buyers': ['200'],
  'DELETE /api/buyers/delete/:id': ['200'],
  'GET /api/sellers': ['200'],
  'DELETE /api/sellers/delete/:id': ['200'],
  'PUT /api/sellers/verify/:id': ['200'],
  'POST /api/addproduct': ['201'],
  'GET /api/my-products': ['200'],
  'PUT /api/my-products/:id': ['200'],
  'PATCH /api/my-products/:id': ['200'],
  'DELETE /api/my-products/:id': ['200'],
  'POST /api/orders': ['201'],
  'DELETE /api/orders/:id': ['200'],
  'GET /api/my-orders': ['200'],
  'GET /api/wishlist': ['200'],
  'POST /api/wishlist': ['200', '201'],
  'DELETE /api/wishlist/:id': ['200'],
  'POST /api/reports': ['200', '201'],
  'DELETE /api/reports/:id': ['200'],
  'POST /api/create-payment-intent': ['200'],
  'POST /api/payments': ['201'],
  'POST /api/images': ['201'],
  'GET /api/images/uploads/:uploadId': ['200'],
  'GET /api/orders/:id': ['200'],
  'POST /api/orders/:id/accept': ['200'],
  'POST /api/orders/:id/decline': ['200'],
  'POST /api/orders/:id/cancel': ['200'],
  'POST /api/orders/:id/cancel-request': ['200'],
  'POST /api/orders/:id/cancel-request/accept': ['200'],
  'POST /api/orders/:id/handed-over': ['200'],
  'POST /api/orders/:id/dispute': ['200'],
  'POST /api/orders/:id/handover': ['200'],
  'POST /api/orders/:id/rating': ['200'],
  'GET /api/orders/:id/messages': ['200'],
  'POST /api/orders/:id/messages': ['200'],
  'POST /api/orders/:id/messages/:messageId/accept': ['200'],
  'POST /api/orders/:id/read': ['200'],
  'GET /api/seller-orders': ['200'],
  'GET /api/offers': ['200'],
  'POST /api/offers': ['201'],
  'POST /api/offers/:id/accept': ['200'],
  'POST /api/offers/:id/decline': ['200'],
  'POST /api/offers/:id/counter': ['200'],
  'POST /api/offers/:id/withdraw': ['200'],
  'GET /api/sellers/:sellerId': ['200'],
  'GET /api/sellers/:sellerId/reviews': ['200'],
  'POST /api/users/me/selling': ['200'],
  'GET /api/notifications': ['200'],
  'POST /api/notifications/read': ['200'],
  'GET /api/unread-counts': ['200'],
  'GET /api/questions': ['200'],
  'GET /api/questions/:productId/:buyerId': ['200'],
  'GET /api/questions/:productId/:buyerId/messages': ['200'],
  'POST /api/questions/:productId/:buyerId/messages': ['200'],
  'POST /api/questions/:productId/:buyerId/read': ['200'],
  'POST /api/questions/:productId/:buyerId/report': ['200', '201'],
  'GET /api/questions/reports': ['200'],
  'GET /api/saved-searches': ['200'],
  'POST /api/saved-searches': ['200', '201'],
  'DELETE /api/saved-searches/:id': ['200'],
  'DELETE /api/questions/reports/:id': ['200'],
  'POST /api/push-subscriptions': ['200'],
  'DELETE /api/push-subscriptions': ['200'],
  'GET /api/disputes': ['200'],
  'POST /api/disputes/:id/release': ['200'],
  'POST /api/disputes/:id/refund': ['200'],
};

describe('every /api route declares the schema of its answer', () => {
  it('with the sandbox payment provider', () => {
    const routes = successSchemas(sandboxApp);
    expect(withoutSuccessSchema(routes)).toEqual([]);
    expect(routes).toEqual({ ...BOTH_PROVIDERS, 'POST /api/sandbox/confirm': ['200'] });
  });

  it('with Stripe', () => {
    const routes = successSchemas(stripeApp);
    expect(withoutSuccessSchema(routes)).toEqual([]);
    expect(routes).toEqual({ ...BOTH_PROVIDERS, 'POST /api/payments/webhook': ['200'] });
  });

  it('errors in the one error shape, checked like the answers', async () => {
    const missing = await sandboxApp.app.inject({
      method: 'GET',
      url: '/api/products/7d3f7d4e-1c1a-4c5e-9a43-1f0c2b8d9e10',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'not_found', message: 'This listing does not exist or was removed' },
    });
    expect(sandboxApp.app.declaredResponses.get('GET /api/products/:id')).toEqual(['200', '4xx', '5xx']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/**
 * Property: whatever arrives — random JSON, hostile strings, odd ids, query strings and headers —
 * no route answers 5xx, and a refused request (4xx) changes no row.
 */
let t: TestApp;
let sessions: Record<'buyer' | 'seller' | 'admin', Session>;
let productId: string;

const ROUTES: Array<{ method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string }> = [
  { method: 'GET', path: '/api/advertised-products' },
  { method: 'GET', path: '/api/catalogue-filters' },
  { method: 'GET', path: '/api/category/:x' },
  { method: 'GET', path: '/api/products' },
  { method: 'GET', path: '/api/products/:id' },
  { method: 'GET', path: '/api/sellers/verified/:x' },
  { method: 'GET', path: '/api/jwt' },
  { method: 'POST', path: '/api/users' },
  { method: 'GET', path: '/api/users/me' },
  { method: 'GET', path: '/api/users/:x/:x' },
  { method: 'GET', path: '/api/buyers' },
  { method: 'DELETE', path: '/api/buyers/delete/:id' },
  { method: 'GET', path: '/api/sellers' },
  { method: 'PUT', path: '/api/sellers/verify/:id' },
  { method: 'DELETE', path: '/api/sellers/delete/:id' },
  { method: 'POST', path: '/api/newsletter' },
  { method: 'POST', path: '/api/addproduct' },
  { method: 'GET', path: '/api/my-products' },
  { method: 'PUT', path: '/api/my-products/:id' },
  { method: 'PATCH', path: '/api/my-products/:id' },
  { method: 'DELETE', path: '/api/my-products/:id' },
  { method: 'POST', path: '/api/orders' },
  { method: 'GET', path: '/api/my-orders' },
  { method: 'DELETE', path: '/api/orders/:id' },
  { method: 'POST', path: '/api/create-payment-intent' },
  { method: 'POST', path: '/api/payments' },
  { method: 'POST', path: '/api/sandbox/confirm' },
  { method: 'GET', path: '/api/wishlist' },
  { method: 'POST', path: '/api/wishlist' },
  { method: 'DELETE', path: '/api/wishlist/:id' },
  { method: 'POST', path: '/api/reports' },
  { method: 'GET', path: '/api/products/reported' },
  { method: 'DELETE', path: '/api/reports/:id' },
  { method: 'DELETE', path: '/api/products/:id' },
  { method: 'POST', path: '/api/images' },
  { method: 'GET', path: '/api/client-config' },
];
const RUNS_PER_ROUTE = Math.ceil(10_000 / ROUTES.length);
/** A fixed seed keeps `npm test` reproducible; `FUZZ_SEED=<n>` explores other inputs (fast-check prints the seed of a failure). */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** Control characters (NUL included), lone surrogates and invisible characters, inside otherwise plain text. */
const troublesomeCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0x7f, max: 0x9f }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('\u200b', '\u202e', '\u2066', '\ufeff', '\u00ad', 'e\u0301'),
);
const textWithTroublesomeCharacters = fc
  .array(fc.oneof(fc.string({ maxLength: 8 }), troublesomeCharacter), { maxLength: 12 })
  .map((parts) => parts.join(''));
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** Cursors shaped like the server's, with values it never writes. */
const craftedCursor = fc
  .record({
    kind: fc.constantFrom('keyset', 'offset', 'x'),
    sort: fc.constantFrom('newest', 'price-asc', 'price-desc', 'relevance'),
    textMode: fc.constantFrom('words', 'similar'),
    value: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(9e15), fc.constant('2026-13-45T99:99:99Z')),
    offset: fc.oneof(fc.integer(), fc.double(), fc.constant(9e15)),
    id: fc.oneof(fc.uuid(), fc.string()),
  })
  .map(base64url);
const pathLikeImageUrl = fc.oneof(
  fc.constantFrom(
    '/uploads/../../etc/passwd.webp',
    '/uploads/%2e%2e/%2e%2e/etc/passwd.webp',
    '/uploads//images/x.webp',
    '/uploads/images/ab/abababababababababababababababab.webp',
    'javascript:alert(1)',
    'https://tracker.example/pixel.gif',
    '\\\\server\\share\\x.webp',
  ),
  fc
    .array(fc.constantFrom('..', '.', '', 'images', 'ab', '%2e%2e', 'x.webp'), { maxLength: 6 })
    .map((segments) => `/uploads/${segments.join('/')}.webp`),
);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.string({ unit: 'binary', minLength: 1000, maxLength: 5000 }),
  textWithTroublesomeCharacters,
  pathLikeImageUrl,
  fc.constantFrom(
    "' or 1=1 --",
    '"; drop table products; --',
    '../../../etc/passwd',
    '%00',
    '\u0000',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    '{{7*7}}',
    'NaN',
    '-1',
    '1e309',
    '00000000-0000-0000-0000-000000000000',
    'x'.repeat(5000),
    '🙂'.repeat(100),
    '__proto__',
    'constructor',
  ),
);
/** A lone surrogate cannot be percent-encoded; a client sends the replacement character, as URLSearchParams does. */
const wellFormed = (value: string) => value.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
const idLike = fc
  .oneof(fc.uuid(), hostileString, fc.constant(''))
  .map((value) => encodeURIComponent(wellFormed(value)) || 'x');
const body = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    hostileString,
    fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(hostileString)),
  ),
  fc.record(
    {
      email: hostileString,
      role: fc.oneof(hostileString, fc.constantFrom('admin', 'Buyer', 'Seller')),
      productId: idLike,
      productID: idLike,
      clientOrderId: fc.oneof(fc.uuid(), hostileString),
      resellPrice: fc.oneof(fc.double(), hostileString),
      images: fc.array(fc.record({ url: fc.oneof(hostileString, pathLikeImageUrl), thumbUrl: pathLikeImageUrl })),
      name: textWithTroublesomeCharacters,
      description: textWithTroublesomeCharacters,
      location: textWithTroublesomeCharacters,
      meetingPlace: textWithTroublesomeCharacters,
      details: textWithTroublesomeCharacters,
      displayName: textWithTroublesomeCharacters,
      photoURL: pathLikeImageUrl,
      __proto__: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);
const queryString = fc.oneof(
  fc.dictionary(
    fc.constantFrom('q', 'email', 'sort', 'cursor', 'limit', 'minPrice', 'brand', 'category', hostileString as never),
    hostileString,
    {
      maxKeys: 4,
    },
  ),
  fc.record({ sort: fc.constantFrom('newest', 'price-asc', 'price-desc', 'relevance'), cursor: craftedCursor }),
);
const who = fc.record({
  kind: fc.constantFrom('anonymous', 'buyer', 'seller', 'admin', 'garbage', 'empty-bearer'),
  /** The Authorization scheme as clients spell it: case and whitespace must not change who the caller is. */
  scheme: fc.constantFrom('Bearer ', 'bearer ', 'BEARER ', 'Bearer   ', 'Bearer\t'),
});
const contentType = fc.constantFrom(
  'application/json',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  undefined,
);

function authorization({ kind, scheme }: { kind: string; scheme: string }): Record<string, string> {
  if (kind === 'anonymous') return {};
  if (kind === 'garbage') return { authorization: `${scheme}eyJhbGciOiJub25lIn0.e30.` };
  if (kind === 'empty-bearer') return { authorization: scheme };
  const token = sessions[kind as keyof typeof sessions].headers.authorization.replace(/^Bearer /, '');
  return { authorization: `${scheme}${token}` };
}

async function fingerprint(): Promise<string> {
  const tables = [
    'users',
    'products',
    'orders',
    'payments',
    'wishlist_items',
    'reports',
    'newsletter_subscribers',
    'sandbox_payment_intents',
  ];
  const parts = await Promise.all(
    tables.map(async (table) => {
      const result = await t.database.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
      );
      return (result as unknown as { rows: Array<{ h: string }> }).rows[0]!.h;
    }),
  );
  return parts.join(':');
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '1000000' });
  sessions = {
    buyer: await newSession(t, 'Buyer'),
    seller: await newSession(t, 'Seller'),
    admin: await newSession(t, 'admin'),
  };
  productId = (await insertProduct(t.database.db, sessions.seller.userId)).id;
}, 60_000);
afterAll(() => t.close());

describe('hostile input', () => {
  it.each(ROUTES)(
    '$method $path never answers 5xx and a refusal changes nothing',
    async ({ method, path }) => {
      await fc.assert(
        fc.asyncProperty(
          idLike,
          idLike,
          body,
          queryString,
          who,
          contentType,
          fc.boolean(),
          async (id, x, payload, query, caller, type, useRealId) => {
            const url = path.replace(':id', useRealId ? productId : id).replaceAll(':x', x);
            const search = new URLSearchParams(query).toString();
            const before = await fingerprint();
            const response = await t.app.inject({
              method,
              url: search ? `${url}?${search}` : url,
              headers: { ...authorization(caller), ...(type ? { 'content-type': type } : {}) },
              ...(method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
            });
            expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
            if (response.statusCode >= 400) expect(await fingerprint()).toBe(before);
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    },
    120_000,
  );
});

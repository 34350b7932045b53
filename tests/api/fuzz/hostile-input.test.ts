import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { insertProduct } from '../support/fixtures.ts';
import { newSession, type Session } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { servedRoutes } from '../support/route-list.ts';

/**
 * Property: whatever arrives at any API route the app serves (read from its route tree, so new routes are
 * covered) — random JSON, hostile strings, odd ids, query strings and headers, the Host among them — no route
 * answers 5xx, and a refused request (4xx) changes no row.
 */
let t: TestApp;
let sessions: Record<'buyer' | 'seller' | 'admin', Session>;
let productId: string;

/** Inputs per run: 1,000 by default (the CI budget); `FUZZ_RUNS=10000` for a longer search. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
/** A fixed seed keeps `npm test` reproducible; `FUZZ_SEED=<n>` explores other inputs (printed at the start). */
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
/** Header values as a client can send them (printable ASCII), hostile all the same. */
const headerValue = hostileString.map((value) => value.replace(/[^\x20-\x7e]/g, ''));
const headers = fc.record(
  {
    host: fc.oneof(
      fc.constantFrom('localhost', 'evil.example', '[', '[::1]', 'a b', 'localhost:99999', '', '..', 'x'.repeat(300)),
      headerValue,
    ),
    'x-forwarded-for': headerValue,
    'x-forwarded-host': headerValue,
    'x-forwarded-proto': headerValue,
    accept: headerValue,
    'accept-language': headerValue,
    'stripe-signature': headerValue,
    'if-none-match': headerValue,
    cookie: headerValue,
  },
  { requiredKeys: [] },
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
  it('no route answers 5xx to any body, query or headers, and a refusal changes nothing', async () => {
    const routes = servedRoutes(t.app).filter(({ method, path }) => path.startsWith('/api/') && method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    console.log(`hostile input: ${RUNS} requests over ${routes.length} routes, seed ${SEED} (FUZZ_RUNS, FUZZ_SEED)`);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        idLike,
        idLike,
        body,
        queryString,
        headers,
        who,
        contentType,
        fc.boolean(),
        async ({ method, path }, id, x, payload, query, extraHeaders, caller, type, useRealId) => {
          const url = path.replace(/:id\b/, useRealId ? productId : id).replace(/:[a-zA-Z]+/g, x);
          const search = new URLSearchParams(query).toString();
          const before = await fingerprint();
          const response = await t.app.inject({
            method: method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers: { ...extraHeaders, ...authorization(caller), ...(type ? { 'content-type': type } : {}) },
            ...(method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
          });
          expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expect(await fingerprint()).toBe(before);
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  }, 1_800_000);
});

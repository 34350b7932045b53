import { setApiTransport } from '@/lib/api-transport';

/*
 * The server as a screen's HTTP client meets it: answers by method and path through the app's own transport seam
 * (src/lib/api-transport.ts), so the client, its schemas and the screens' queries all run. Unknown calls get the
 * server's 404.
 */

export type FakeAnswer = { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);

const routes = new Map<string, FakeAnswer>();
let connected = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => connected });
/** Every call the screen made, as "POST /api/orders/o1/accept" with its JSON body. */
export const apiCalls: Array<{ call: string; body: unknown }> = [];

function reply({ status = 200, body }: { status?: number; body: unknown }): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Starts an empty fake server, the device online (call in beforeEach). */
export function resetFakeApi(): void {
  routes.clear();
  apiCalls.length = 0;
  setConnection(true);
  setApiTransport(async (path, init) => {
    const call = `${init.method ?? 'GET'} ${path}`;
    if (!connected) throw new TypeError('Failed to fetch');
    apiCalls.push({ call, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const answer = routes.get(call);
    if (!answer) return reply({ status: 404, body: { error: { code: 'not_found', message: `No route ${call}` } } });
    return reply(typeof answer === 'function' ? await answer() : answer);
  });
}

/** How the fake server answers `call` ("GET /api/orders/o1") from now on. */
export function answer(call: string, response: FakeAnswer): void {
  routes.set(call, response);
}

/** An answer that never comes (a request still in flight). */
export const never: FakeAnswer = () => new Promise(() => undefined);

/** The server's error shape. */
export const refusal = (status: number, message: string, field?: string) => ({
  status,
  body: { error: { code: status === 404 ? 'not_found' : 'conflict', message, ...(field ? { field } : {}) } },
});

/** The calls made so far, without their bodies. */
export const callsMade = () => apiCalls.map((entry) => entry.call);

/**
 * The device's connection, as the browser reports it (navigator.onLine, the online and offline events): without one
 * every request fails as fetch does.
 */
export function setConnection(online: boolean): void {
  if (online === connected) return;
  connected = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/**
 * How the HTTP client reaches the API: the browser's fetch, or, when the server renders a page (src/app/server),
 * the server answering its own requests. A module of its own, like the token provider.
 */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

export function apiTransport(): ApiTransport {
  return transport;
}

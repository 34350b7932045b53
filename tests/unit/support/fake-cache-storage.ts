/**
 * Cache Storage as the browser has it, enough for the code under test (open, match, put, delete, keys), kept in
 * memory; Node has no `caches`.
 */
export class FakeCacheStorage {
  readonly caches = new Map<string, Map<string, Response>>();

  private absolute(request: RequestInfo | URL): string {
    const url = typeof request === 'string' || request instanceof URL ? request.toString() : request.url;
    return new URL(url, 'http://shop.test').href;
  }

  open(name: string): Promise<Cache> {
    const entries = this.caches.get(name) ?? new Map<string, Response>();
    this.caches.set(name, entries);
    const cache = {
      match: async (request: RequestInfo | URL) => entries.get(this.absolute(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        entries.set(this.absolute(request), response);
      },
      delete: async (request: RequestInfo | URL) => entries.delete(this.absolute(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
    return Promise.resolve(cache as unknown as Cache);
  }

  delete(name: string): Promise<boolean> {
    return Promise.resolve(this.caches.delete(name));
  }

  /** The URLs a cache holds, as paths. */
  paths(name: string): string[] {
    return [...(this.caches.get(name)?.keys() ?? [])].map((url) => new URL(url).pathname).sort();
  }
}

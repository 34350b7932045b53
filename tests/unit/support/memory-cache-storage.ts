/**
 * Cache Storage as a browser or a worker has it, enough for the code under test, in memory (Node has no `caches`):
 * one map of URL to answer per cache name.
 */
export class MemoryCacheStorage {
  private readonly stores = new Map<string, Map<string, Response>>();

  private store(name: string): Map<string, Response> {
    let store = this.stores.get(name);
    if (!store) this.stores.set(name, (store = new Map()));
    return store;
  }

  open(name: string): Promise<Cache> {
    const store = this.store(name);
    const cache = {
      match: (request: RequestInfo | URL) => Promise.resolve(store.get(urlOf(request))?.clone()),
      put: (request: RequestInfo | URL, response: Response) => {
        store.set(urlOf(request), response.clone());
        return Promise.resolve();
      },
      delete: (request: RequestInfo | URL) => Promise.resolve(store.delete(urlOf(request))),
    };
    return Promise.resolve(cache as unknown as Cache);
  }

  match(request: RequestInfo | URL, options: { cacheName: string }): Promise<Response | undefined> {
    return Promise.resolve(this.store(options.cacheName).get(urlOf(request))?.clone());
  }

  /** The paths a cache holds, sorted. */
  paths(name: string): string[] {
    return [...this.store(name).keys()].map((url) => new URL(url).pathname).sort();
  }
}

/** Relative URLs are the app's own: resolved against its origin, as a page or its worker would. */
function urlOf(request: RequestInfo | URL): string {
  const url = typeof request === 'string' || request instanceof URL ? request.toString() : request.url;
  return new URL(url, 'https://shutterswap.test').href;
}

import type { App } from '@server/app.ts';

export type ServedRoute = { method: string; path: string };

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (\S+) \(([A-Z, ]+)\)$/u;

/**
 * Every method and path the app serves, read from Fastify's own route tree, so a test over it
 * covers routes added later without anyone updating a list.
 */
export function servedRoutes(app: App): ServedRoute[] {
  const parents: string[] = [];
  return app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const match = TREE_LINE.exec(line);
      if (!match) return [];
      const [, indent = '', segment = '', methods = ''] = match;
      const depth = indent.length / 4;
      const path = (parents[depth - 1] ?? '') + segment;
      parents[depth] = path;
      return methods.split(', ').map((method) => ({ method, path }));
    });
}

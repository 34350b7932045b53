import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const FILE_NAME = 'manifest.webmanifest';

/**
 * The web app manifest lives at the repository root (docs/design.md "Shape of the repository"). This plugin serves it in
 * development and emits it into the build, where the service worker precaches it like any other asset.
 */
export function webAppManifest(): Plugin {
  let source = '';
  return {
    name: 'shutterswap:web-app-manifest',
    configResolved(config) {
      source = path.join(config.root, FILE_NAME);
    },
    configureServer(server) {
      server.middlewares.use(`/${FILE_NAME}`, (_request, response) => {
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(readFileSync(source));
      });
    },
    generateBundle() {
      this.addWatchFile(source);
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: readFileSync(source) });
    },
  };
}

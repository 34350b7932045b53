import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { importAliases } from './scripts/build/import-aliases.ts';
import { firstPageChunk } from './scripts/build/first-page-chunk.ts';
import { ionicSlim } from './scripts/build/ionic-slim.ts';
import { webAppManifest } from './scripts/build/web-app-manifest.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    ionicSlim(),
    react(),
    // The server's page renderer (npm run build) has no manifest and no worker of its own.
    !isSsrBuild && webAppManifest(),
    !isSsrBuild &&
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'sw',
        filename: 'sw.ts',
        // The app registers the worker itself (src/app/register-service-worker.ts) after `load`.
        injectRegister: false,
        manifest: false,
        injectManifest: {
          // The blog's posts ship with the app: precached, the blog opens offline even if it was never opened.
          globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest}', 'blog.json'],
          // Blog pictures are cached when a post is seen; the install screenshots only by the browser's install UI.
          globIgnores: ['blog/**', 'screenshots/**'],
        },
        devOptions: { enabled: false },
      }),
  ],
  resolve: {
    alias: [
      ...importAliases(),
      // One Stencil runtime: ionicons' own ion-icon build would bring a second copy.
      { find: /^ionicons\/components\/ion-icon\.js$/, replacement: '@ionic/core/components/ion-icon.js' },
    ],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    // The server bundle reads the app's public files from the client build (dist), not its own copy.
    copyPublicDir: !isSsrBuild,
    // The server links a page's stylesheets and code into the page it renders (server/pages).
    manifest: true,
    rolldownOptions: {
      output: isSsrBuild ? {} : { codeSplitting: { groups: [{ name: firstPageChunk(path.resolve('src/main.tsx')) }] } },
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]@ionic[\\/]core[\\/]components[\\/].*\.js$/, sideEffects: false }],
      },
    },
  },
}));

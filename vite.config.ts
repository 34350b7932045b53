import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const require = createRequire(import.meta.url);
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:8080';

/*
 * Ionic slimming (measured recipe in DESIGN.md "Versions and pitfalls"). @ionic/react is one module, so every
 * component a lazy page imports from it lands in the entry chunk. This plugin:
 *  1. rewrites `import { IonX } from '@ionic/react'` in our sources so that each plain Stencil wrapper comes from a
 *     tiny virtual module of its own (and therefore lands in the chunk that uses it);
 *  2. marks @ionic/react's top-level factory calls pure, so unused ones are dropped;
 *  3. drops the iOS stylesheets from @ionic/core's components, since the app always runs in md mode.
 * The patterns match Ionic 9.0.4's published code: Ionic is pinned exactly and `npm run build` checks the size.
 */
const WRAPPER_PREFIX = 'virtual:ionic-wrapper/';
const RESOLVED_WRAPPER_PREFIX = '\0' + WRAPPER_PREFIX;

interface PlainWrapper {
  tagName: string;
  events: string;
}

function readPlainWrappers(): Map<string, PlainWrapper> {
  const source = readFileSync(require.resolve('@ionic/react'), 'utf8');
  const pattern =
    /const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{\s*tagName: '([\w-]+)',[\s\S]*?events: (\{[\s\S]*?\}),\s*defineCustomElement/g;
  const wrappers = new Map<string, PlainWrapper>();
  for (const [, name, tagName, events] of source.matchAll(pattern)) {
    if (name && tagName && events) wrappers.set(name, { tagName, events });
  }
  return wrappers;
}

function wrapperModule(name: string, { tagName, events }: PlainWrapper): string {
  return [
    `import React from 'react';`,
    `import { createComponent } from '@stencil/react-output-target/runtime';`,
    `import { ${name} as ElementClass, defineCustomElement } from '@ionic/core/components/${tagName}.js';`,
    `export const ${name} = /*@__PURE__*/ createComponent({ tagName: '${tagName}', elementClass: ElementClass, react: React, events: ${events}, defineCustomElement });`,
  ].join('\n');
}

const IONIC_REACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@ionic\/react['"];?/g;

function splitIonicImports(code: string, wrappers: Map<string, PlainWrapper>): string {
  return code.replace(IONIC_REACT_IMPORT, (statement, specifiers: string) => {
    const names = specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const plain = names.filter((n) => wrappers.has(n));
    if (plain.length === 0) return statement;
    const rest = names.filter((n) => !wrappers.has(n));
    const lines = plain.map((n) => `import { ${n} } from '${WRAPPER_PREFIX}${n}';`);
    if (rest.length > 0) lines.push(`import { ${rest.join(', ')} } from '@ionic/react';`);
    return lines.join('\n');
  });
}

const IMPURE_FACTORY =
  /^(const \w+ = )(?!\/\*@__PURE__\*\/)((?:React\.)?(?:createContext|createForwardRef|createReactComponent)\()/gm;
const IOS_STYLE = /static get style\(\)\{return\{ios:(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'),md:/g;

function ionicSlim(): Plugin {
  const wrappers = readPlainWrappers();
  return {
    name: 'shutterswap:ionic-slim',
    apply: 'build',
    resolveId(id) {
      return id.startsWith(WRAPPER_PREFIX) ? RESOLVED_WRAPPER_PREFIX + id.slice(WRAPPER_PREFIX.length) : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_WRAPPER_PREFIX)) return undefined;
      const name = id.slice(RESOLVED_WRAPPER_PREFIX.length);
      const wrapper = wrappers.get(name);
      if (!wrapper) throw new Error(`No plain Ionic wrapper named ${name}`);
      return wrapperModule(name, wrapper);
    },
    transform(code, id) {
      if (id.includes('/node_modules/@ionic/react/dist/index.js')) {
        return { code: code.replace(IMPURE_FACTORY, '$1/*@__PURE__*/ $2'), map: null };
      }
      if (/\/node_modules\/@ionic\/core\/components\/[^/]+\.js$/.test(id) && code.includes('ios:')) {
        return { code: code.replace(IOS_STYLE, 'static get style(){return{ios:"",md:'), map: null };
      }
      if (/\/src\/.*\.tsx?$/.test(id) && code.includes('@ionic/react')) {
        return { code: splitIonicImports(code, wrappers), map: null };
      }
      return undefined;
    },
  };
}

export default defineConfig({
  plugins: [
    ionicSlim(),
    react(),
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
    // One Stencil runtime: ionicons' own ion-icon build would bring a second copy.
    alias: [{ find: /^ionicons\/components\/ion-icon\.js$/, replacement: '@ionic/core/components/ion-icon.js' }],
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [{ test: /[\\/]@ionic[\\/]core[\\/]components[\\/].*\.js$/, sideEffects: false }],
      },
    },
  },
});

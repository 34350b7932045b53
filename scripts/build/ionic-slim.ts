import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/*
 * Ionic slimming (measured recipe in docs/design.md "Versions and pitfalls"). @ionic/react is one module, so every
 * component a lazy page imports from it lands in the entry chunk. This plugin:
 *  1. rewrites `import { IonX } from '@ionic/react'` in our sources so that each plain Stencil wrapper comes from a
 *     tiny virtual module of its own (and therefore lands in the chunk that uses it);
 *  2. marks @ionic/react's top-level factory calls pure, so unused ones are dropped;
 *  3. drops the iOS stylesheets from @ionic/core's components, since the app always runs in md mode.
 * The patterns match Ionic 9.0.4's published code: Ionic is pinned exactly, `npm run build` checks the size and
 * tests/unit/build-ionic-slim.test.ts fails, naming the pattern, when an upgrade stops one matching.
 */
const WRAPPER_PREFIX = 'virtual:ionic-wrapper/';
const RESOLVED_WRAPPER_PREFIX = '\0' + WRAPPER_PREFIX;

export interface PlainWrapper {
  tagName: string;
  events: string;
}

/** A wrapper made by createComponent (marked pure) with a tag name, events and defineCustomElement. */
export const PLAIN_WRAPPER =
  /const (Ion\w+) = \/\*@__PURE__\*\/ createComponent\(\{\s*tagName: '([\w-]+)',[\s\S]*?events: (\{[\s\S]*?\}),\s*defineCustomElement/g;
/** A top-level `const X = createContext(`, `createForwardRef(` or `createReactComponent(` not yet marked pure. */
export const IMPURE_FACTORY =
  /^(const \w+ = )(?!\/\*@__PURE__\*\/)((?:React\.)?(?:createContext|createForwardRef|createReactComponent)\()/gm;
/** A component's `static get style(){return{ios:"…",md:` (its iOS stylesheet, a string in either quotes). */
export const IOS_STYLE = /static get style\(\)\{return\{ios:(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'),md:/g;
const IONIC_REACT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@ionic\/react['"];?/g;

/** The plain Stencil wrappers of @ionic/react's published code, by component name. */
export function plainWrappersIn(ionicReactSource: string): Map<string, PlainWrapper> {
  const wrappers = new Map<string, PlainWrapper>();
  for (const [, name, tagName, events] of ionicReactSource.matchAll(PLAIN_WRAPPER)) {
    if (name && tagName && events) wrappers.set(name, { tagName, events });
  }
  return wrappers;
}

export function markFactoriesPure(ionicReactSource: string): string {
  return ionicReactSource.replace(IMPURE_FACTORY, '$1/*@__PURE__*/ $2');
}

export function dropIosStyles(componentSource: string): string {
  return componentSource.replace(IOS_STYLE, 'static get style(){return{ios:"",md:');
}

function wrapperModule(name: string, { tagName, events }: PlainWrapper): string {
  return [
    `import React from 'react';`,
    `import { createComponent } from '@stencil/react-output-target/runtime';`,
    `import { ${name} as ElementClass, defineCustomElement } from '@ionic/core/components/${tagName}.js';`,
    `export const ${name} = /*@__PURE__*/ createComponent({ tagName: '${tagName}', elementClass: ElementClass, react: React, events: ${events}, defineCustomElement });`,
  ].join('\n');
}

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

export function ionicSlim(): Plugin {
  const wrappers = plainWrappersIn(readFileSync(require.resolve('@ionic/react'), 'utf8'));
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
        return { code: markFactoriesPure(code), map: null };
      }
      if (/\/node_modules\/@ionic\/core\/components\/[^/]+\.js$/.test(id) && code.includes('ios:')) {
        return { code: dropIosStyles(code), map: null };
      }
      if (/\/src\/.*\.tsx?$/.test(id) && code.includes('@ionic/react')) {
        return { code: splitIonicImports(code, wrappers), map: null };
      }
      return undefined;
    },
  };
}

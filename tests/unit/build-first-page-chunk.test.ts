import type { ChunkingContext, ModuleInfo } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { firstPageChunk } from '@scripts/build/first-page-chunk';

/** A module graph as the bundler shows it: each module's static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>): ChunkingContext & { reads: number } {
  const context = {
    reads: 0,
    getModuleInfo(id: string) {
      context.reads += 1;
      const module = modules[id];
      if (!module) return null;
      return {
        id,
        importedIds: module.imports ?? [],
        dynamicallyImportedIds: module.lazy ?? [],
      } as unknown as ModuleInfo;
    },
  };
  return context;
}

describe('the first page chunk', () => {
  const context = graph({
    '/app/main.tsx': { imports: ['/app/react.js', '/app/routes.ts'], lazy: ['/app/ProductPage.tsx'] },
    '/app/routes.ts': { imports: ['/app/format-price.ts'], lazy: ['/app/LoginPage.tsx'] },
    '/app/react.js': {},
    '/app/format-price.ts': {},
    '/app/ProductPage.tsx': { imports: ['/app/format-price.ts', '/app/gallery.ts'] },
    '/app/LoginPage.tsx': { imports: ['/app/forms.ts'] },
    '/app/gallery.ts': {},
    '/app/forms.ts': {},
  });
  const chunkOf = firstPageChunk('/app/main.tsx');

  it('holds the entry and everything it imports statically, however deep', () => {
    expect(chunkOf('/app/main.tsx', context)).toBe('first-page');
    expect(chunkOf('/app/routes.ts', context)).toBe('first-page');
    expect(chunkOf('/app/react.js', context)).toBe('first-page');
    expect(chunkOf('/app/format-price.ts', context)).toBe('first-page');
  });

  it('leaves lazy pages and what only they import to their own chunks', () => {
    expect(chunkOf('/app/ProductPage.tsx', context)).toBeNull();
    expect(chunkOf('/app/gallery.ts', context)).toBeNull();
    expect(chunkOf('/app/LoginPage.tsx', context)).toBeNull();
    expect(chunkOf('/app/forms.ts', context)).toBeNull();
  });

  it('walks the graph once for the whole build', () => {
    const before = context.reads;
    chunkOf('/app/forms.ts', context);
    expect(context.reads).toBe(before);
  });
});

import type { ChunkingContext } from 'rolldown';

/**
 * A code-splitting group for every module the entry imports statically: the first page's code in one file instead
 * of a file per module shared with a lazy page (18 files), which a phone on a slow link fetches six at a time, the
 * page's photo among them. Lazy pages import what they share from it.
 */
export function firstPageChunk(entry: string): (moduleId: string, context: ChunkingContext) => string | null {
  let firstPage: Set<string> | undefined;
  const collect = (context: ChunkingContext): Set<string> => {
    const seen = new Set<string>();
    const pending = [entry];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (seen.has(id)) continue;
      seen.add(id);
      pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  return (moduleId, context) => ((firstPage ??= collect(context)).has(moduleId) ? 'first-page' : null);
}

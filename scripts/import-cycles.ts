/**
 * Import cycles, type-only imports and lazy import() included (ESLint's import-x/no-cycle skips type imports): between
 * files, and between folders (a folder whose files import another folder that imports it back, like two domain modules
 * calling each other).
 */
import path from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';

/** Strongly connected components of more than one node (Tarjan). */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components;
}

export type ImportCycles = { files: number; fileCycles: string[][]; folderCycles: string[][] };

/** The cycles among the files the globs name (relative to `cwd`), resolved with tsconfig.base.json's aliases. */
export async function findImportCycles(globs: string[], cwd = process.cwd()): Promise<ImportCycles> {
  const tree = await parseDependencyTree(globs, {
    cwd,
    context: cwd,
    tsconfig: path.join(cwd, 'tsconfig.base.json'),
    transform: false,
    skipDynamicImports: false,
    include: /\.tsx?$/,
    exclude: /node_modules/,
  });

  const fileCycles = parseCircular(tree, false);

  /**
   * Inside each folder, its entries (files and subfolders, a subfolder standing for everything below it) may import
   * each other one way only: `orders/` calling `payments/` while `payments/` calls `orders/` is a cycle.
   */
  const siblings = new Map<string, Map<string, Set<string>>>();
  for (const [file, dependencies] of Object.entries(tree)) {
    for (const dependency of dependencies ?? []) {
      if (!dependency.id || dependency.id.includes('node_modules')) continue;
      const [from, to] = [file.split('/'), dependency.id.split('/')];
      let depth = 0;
      while (depth < from.length - 1 && depth < to.length - 1 && from[depth] === to[depth]) depth++;
      const folder = from.slice(0, depth).join('/');
      const [fromEntry, toEntry] = [from[depth]!, to[depth]!];
      if (fromEntry === toEntry) continue;
      const graph = siblings.get(folder) ?? new Map<string, Set<string>>();
      siblings.set(folder, graph);
      if (!graph.has(fromEntry)) graph.set(fromEntry, new Set());
      graph.get(fromEntry)!.add(toEntry);
    }
  }
  const folderCycles = [...siblings].flatMap(([folder, graph]) =>
    cyclesOf(graph)
      .filter((cycle) => cycle.some((entry) => !/\.tsx?$/.test(entry)))
      .map((cycle) => cycle.map((entry) => path.posix.join(folder, entry))),
  );
  return { files: Object.keys(tree).length, fileCycles, folderCycles };
}

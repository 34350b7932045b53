/**
 * First-page JavaScript budget. Reads dist/index.html, follows the entry script and its modulepreload links,
 * then every static import of those chunks (never dynamic imports: lazy routes load after the first paint),
 * gzips each file and fails above the budget.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The first page's JavaScript budget (docs/design.md "Performance budgets"): the build fails above it. */
export const FIRST_PAGE_JS_BUDGET_KB = 170;
const distDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

function scriptsInHtml(html: string): string[] {
  const entries = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]);
  return [...entries, ...preloads].filter((src): src is string => src?.startsWith('/') ?? false);
}

/** `import x from "./a.js"`, `import "./b.js"`, `export * from "./c.js"` — but not `import("./lazy.js")`. */
function staticImports(code: string): string[] {
  const specifiers = [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g)];
  return specifiers.map((m) => m[1]).filter((s): s is string => Boolean(s));
}

function collectFirstPageChunks(roots: string[], dir: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const url = queue.pop() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    const code = readFileSync(join(dir, url), 'utf8');
    for (const specifier of staticImports(code)) {
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier);
    }
  }
  return seen;
}

export type FirstPageJavaScript = { chunks: Array<{ url: string; gzipKb: number }>; totalKb: number };

/** The gzip size of every chunk the first page loads from the build in `dir`, largest first. */
export function measureFirstPageJavaScript(dir = distDir): FirstPageJavaScript {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const urls = [...collectFirstPageChunks(scriptsInHtml(html), dir)];
  const chunks = urls
    .map((url) => ({ url, gzipKb: gzipSync(readFileSync(join(dir, url)), { level: 9 }).length / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  return { chunks, totalKb: chunks.reduce((sum, row) => sum + row.gzipKb, 0) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { chunks: rows, totalKb } = measureFirstPageJavaScript();
  console.log('\nFirst-page JavaScript (gzip):');
  for (const row of rows) console.log(`  ${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.url}`);
  console.log(`  ${totalKb.toFixed(1).padStart(7)} KB  total (budget ${FIRST_PAGE_JS_BUDGET_KB} KB)\n`);

  if (totalKb > FIRST_PAGE_JS_BUDGET_KB) {
    console.error(
      `First-page JavaScript is ${totalKb.toFixed(1)} KB gzip, over the ${FIRST_PAGE_JS_BUDGET_KB} KB budget.`,
    );
    process.exit(1);
  }
}

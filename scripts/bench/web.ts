/**
 * `npm run bench:web [-- --against <checkout>]`: builds the production app, starts the full server (scripts/start.ts,
 * own data folder, free ports), and runs Lighthouse (installed into a temp folder, mobile, all four categories) with
 * Debian's Chromium three times on the home, products, category, product and blog pages, reporting each figure's
 * median beside its goal, and how long a visitor's first press waits for the app (web-app-start.ts). With
 * `--against`, another checkout (a git worktree of an earlier commit, with node_modules) is built and served the
 * same way and measured in the same run, page by page in turn, as the baseline. Also measures the first-page JavaScript (gzip) and the first contentful paint of an offline reload
 * (npm run bench:offline-paint measures it alone). Writes test-results/bench/web.json. Only 127.0.0.1 is loaded.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { FIRST_PAGE_JS_BUDGET_KB, measureFirstPageJavaScript } from '../report-bundle-size.ts';
import { describeMachine, runBench } from './bench-run.ts';
import { ensureLighthouse } from './lighthouse-install.ts';
import { CATEGORIES, runLighthouse, type PageFigures } from './lighthouse-run.ts';
import { FILTERS_SHEET, firstTapMs, SELLER_TAB } from './web-app-start.ts';
import { median, reloadPaints } from './web-offline.ts';
import { firstAdvertisedProductId, startFullServerFor } from './web-server.ts';

const RUNS = 3;
const GOALS = {
  performance: 95,
  formPagePerformance: 90,
  otherCategories: 100,
  fcpMs: 1500,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.02,
  firstPageJsKb: FIRST_PAGE_JS_BUDGET_KB,
  offlineFcpMs: 1000,
  firstTapMs: 200,
};
const mark = (met: boolean) => (met ? 'ok' : 'MISSED');

type Medians = Omit<PageFigures, 'warnings'>;

function medianFigures(runs: PageFigures[]): Medians {
  const of = (pick: (figures: PageFigures) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((category) => [category, of((r) => r.scores[category])]),
    ) as Medians['scores'],
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
  };
}

/** The sign-in pages are forms more than reading: their performance goal is 90. */
const FORM_PAGES = new Set(['login', 'register']);

function meetsGoals(page: string, figures: Medians): boolean {
  const { scores } = figures;
  return (
    scores.performance >= (FORM_PAGES.has(page) ? GOALS.formPagePerformance : GOALS.performance) &&
    CATEGORIES.every((category) => category === 'performance' || scores[category] >= GOALS.otherCategories) &&
    figures.fcpMs <= GOALS.fcpMs &&
    figures.lcpMs <= GOALS.lcpMs &&
    figures.tbtMs <= GOALS.tbtMs &&
    figures.cls <= GOALS.cls
  );
}

function build(cwd: string | undefined, log: (line: string) => void): void {
  log(`Building the production app of ${cwd ?? 'this checkout'} (npm run build)…`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd,
    stdio: 'inherit',
    timeout: 600_000,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`npm run build failed in ${cwd ?? 'this checkout'}`);
}

function pagesOf(productId: string): Record<string, string> {
  return {
    home: '/',
    products: '/products',
    category: '/category/film',
    product: `/product/${productId}`,
    blog: '/blog',
    login: '/login',
    register: '/register',
  };
}

const againstIndex = process.argv.indexOf('--against');
const baselineDir = againstIndex > 0 ? path.resolve(process.argv[againstIndex + 1] ?? '') : undefined;

await runBench('web', async (run) => {
  build(undefined, run.log);
  const firstPageJs = measureFirstPageJavaScript();
  if (baselineDir) build(baselineDir, run.log);
  const baselineJs = baselineDir ? measureFirstPageJavaScript(path.join(baselineDir, 'dist')) : undefined;

  const lighthouse = await ensureLighthouse(run.log);
  const builds = [{ name: 'this', server: await startFullServerFor(run) }];
  if (baselineDir) builds.push({ name: 'baseline', server: await startFullServerFor(run, baselineDir) });

  const runs: Record<string, Record<string, PageFigures[]>> = {};
  const paths: Record<string, Record<string, string>> = {};
  for (const { name, server } of builds) {
    paths[name] = pagesOf(await firstAdvertisedProductId(server));
    runs[name] = {};
  }
  // Page by page, each build in turn, so both meet the same machine load.
  for (const page of Object.keys(paths.this ?? {})) {
    for (let attempt = 1; attempt <= RUNS; attempt += 1) {
      for (const { name, server } of builds) {
        const pagePath = paths[name]?.[page] ?? '/';
        run.log(`Lighthouse ${attempt}/${RUNS} on ${name} ${pagePath}…`);
        const figures = await runLighthouse(lighthouse, server.url + pagePath, run.tempDir, `${name}-${page}`);
        (runs[name]![page] ??= []).push(figures);
      }
    }
  }
  const firstTap: Record<string, { products: number; product: number }> = {};
  for (const { name, server } of builds) {
    run.log(`A first visitor's first tap, 1 s after load at 4× CPU, on ${name}'s /products and product page…`);
    firstTap[name] = {
      products: median(await firstTapMs(server.url, '/products', FILTERS_SHEET)),
      product: median(await firstTapMs(server.url, paths[name]?.product ?? '/', SELLER_TAB)),
    };
  }
  run.log('Offline reload of /products…');
  const offlineFcpMs = median((await reloadPaints(builds[0]!.server.url, '/products')).offlineMs);

  const medians: Record<string, Record<string, Medians>> = {};
  console.log(`\nLighthouse 12, mobile (simulated throttling), median of ${RUNS} runs:`);
  console.log(
    `  ${'page'.padEnd(9)} ${'build'.padEnd(9)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'bp'.padStart(4)} ${'seo'.padStart(4)} ${'FCP'.padStart(8)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)}`,
  );
  for (const page of Object.keys(paths.this ?? {})) {
    for (const { name } of builds) {
      const figures = medianFigures(runs[name]?.[page] ?? []);
      (medians[name] ??= {})[page] = figures;
      const row = [
        page.padEnd(9),
        name.padEnd(9),
        ...CATEGORIES.map((category) => String(figures.scores[category]).padStart(4)),
        `${Math.round(figures.fcpMs)} ms`.padStart(8),
        `${Math.round(figures.lcpMs)} ms`.padStart(8),
        `${Math.round(figures.tbtMs)} ms`.padStart(8),
        figures.cls.toFixed(3).padStart(6),
      ];
      console.log(`  ${row.join(' ')}   ${name === 'this' ? mark(meetsGoals(page, figures)) : ''}`);
    }
  }
  console.log(
    `  goals: performance ≥ ${GOALS.performance} (≥ ${GOALS.formPagePerformance} on login and register), the others ${GOALS.otherCategories}; FCP ≤ ${GOALS.fcpMs} ms, LCP ≤ ${GOALS.lcpMs} ms, TBT ≤ ${GOALS.tbtMs} ms, CLS ≤ ${GOALS.cls}`,
  );
  const warnings = new Set(Object.values(runs.this ?? {}).flatMap((pageRuns) => pageRuns.flatMap((r) => r.warnings)));
  for (const warning of warnings) console.log(`  warning: ${warning}`);

  console.log(
    `\nFirst-page JavaScript: ${firstPageJs.totalKb.toFixed(1)} KB gzip in ${firstPageJs.chunks.length} files` +
      `${baselineJs ? ` (baseline ${baselineJs.totalKb.toFixed(1)} KB)` : ''}   goal ≤ ${GOALS.firstPageJsKb} KB   ${mark(firstPageJs.totalKb <= GOALS.firstPageJsKb)}`,
  );
  console.log(
    `Offline reload of /products, first contentful paint: ${Math.round(offlineFcpMs)} ms   goal < ${GOALS.offlineFcpMs} ms   ${mark(offlineFcpMs < GOALS.offlineFcpMs)}`,
  );
  for (const [page, label] of [
    ['products', '/products, Filters sheet open'],
    ['product', 'a product page, Seller Information shown'],
  ] as const) {
    const figures = builds.map(({ name }) => `${name} ${Math.round(firstTap[name]?.[page] ?? Number.NaN)} ms`);
    const met = (firstTap.this?.[page] ?? Number.POSITIVE_INFINITY) <= GOALS.firstTapMs;
    console.log(
      `First tap 1 s after load (phone, CPU 4× slower), ${label}: ${figures.join(', ')} (median of 5)   goal ≤ ${GOALS.firstTapMs} ms   ${mark(met)}`,
    );
  }
  console.log(`Machine: ${describeMachine()}\n`);

  await run.writeResult({ goals: GOALS, runs: RUNS, medians, paths, firstPageJs, baselineJs, offlineFcpMs, firstTap });
});

import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RENDERER_FILE } from '@server/pages/page-renderer.ts';

const APP_RENDERER = path.resolve('src/app/server/render-page.tsx');

/**
 * A built app in a temporary folder whose page renderer is the app's own (src/app/server/render-page.tsx, loaded
 * through the test runner as the build would load its bundle), beside the given shell and files.
 */
export async function distWithAppRenderer(files: Record<string, string>): Promise<string> {
  const distDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'shutterswap-dist-')), 'dist');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(distDir, name)), { recursive: true });
    await writeFile(path.join(distDir, name), content);
  }
  await mkdir(path.dirname(path.join(distDir, RENDERER_FILE)), { recursive: true });
  await writeFile(path.join(distDir, RENDERER_FILE), `export * from ${JSON.stringify(APP_RENDERER)};\n`);
  return distDir;
}

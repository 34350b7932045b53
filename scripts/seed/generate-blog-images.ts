import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BLOG_IMAGE_HEIGHT,
  BLOG_IMAGE_WIDTH,
  blogIllustrationSvg,
  type BlogScene,
} from './art/compose-blog-illustration.ts';
import type { GearDrawingSpec } from './art/gear-kind.ts';
import { renderSvgToWebp } from './render-webp.ts';
import { mapWithConcurrency } from './run-with-concurrency.ts';

/**
 * Draws the illustrations of public/blog.json into public/blog/<name>.webp.
 * They are committed static assets: run `npx tsx scripts/seed/generate-blog-images.ts` after changing a scene
 * (delete the old file first; existing files are kept).
 */
const gear = (
  kind: GearDrawingSpec['kind'],
  finish: GearDrawingSpec['finish'],
  engraving: string,
  focalLength: number | null = 50,
): GearDrawingSpec => ({
  kind,
  finish,
  engraving,
  accent: null,
  seed: `blog:${kind}:${engraving}`,
  focalLength,
});

export const blogScenes: Record<string, BlogScene> = {
  'buying-a-used-film-camera': {
    gear: gear('slr', 'chrome', 'Pentax'),
    prop: 'film-canister',
    tone: { hue: 32, saturation: 34, lightness: 84 },
  },
  'lens-fungus-and-haze': {
    gear: gear('lens', 'black', 'Nikkor', 85),
    prop: 'flashlight',
    tone: { hue: 222, saturation: 22, lightness: 30 },
  },
  'shutter-count-explained': {
    gear: gear('dslr', 'black', 'Canon'),
    prop: 'shutter-counter',
    tone: { hue: 160, saturation: 20, lightness: 82 },
  },
  'medium-format-on-a-budget': {
    gear: gear('tlr', 'black', 'Yashica'),
    prop: 'film-roll-120',
    tone: { hue: 12, saturation: 30, lightness: 80 },
  },
  'caring-for-a-rangefinder': {
    gear: gear('rangefinder', 'chrome', 'Leica'),
    prop: 'blower',
    tone: { hue: 200, saturation: 26, lightness: 83 },
  },
  'selling-your-gear-safely': {
    gear: gear('mirrorless', 'chrome', 'Fujifilm'),
    prop: 'parcel',
    propScale: 0.62,
    tone: { hue: 280, saturation: 18, lightness: 82 },
  },
};

export async function generateBlogImages(outputDir: string): Promise<number> {
  const rendered = await mapWithConcurrency(Object.entries(blogScenes), 3, ([name, scene]) =>
    renderSvgToWebp(
      () => blogIllustrationSvg(scene),
      [{ file: path.join(outputDir, `${name}.webp`), width: BLOG_IMAGE_WIDTH, height: BLOG_IMAGE_HEIGHT, quality: 80 }],
    ),
  );
  return rendered.filter(Boolean).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outputDir = path.resolve('public/blog');
  generateBlogImages(outputDir).then(
    (count) => console.log(`Drew ${count} blog illustrations in ${outputDir}`),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}

import type { GearDrawingSpec } from './gear-kind.ts';
import { drawBlogProp, type BlogProp } from './blog-props.ts';
import { drawGear } from './draw-gear.ts';
import { contactShadow, studioBackdrop, vignette, type BackdropTone } from './studio-backdrop.ts';

export const BLOG_IMAGE_WIDTH = 1200;
export const BLOG_IMAGE_HEIGHT = 800;

export type BlogScene = { gear: GearDrawingSpec; prop: BlogProp; tone: BackdropTone; propScale?: number };

const FLOOR_Y = 610;

/** A still life for a blog card: the gear on the left, a supporting prop on the right, no text. */
export function blogIllustrationSvg(scene: BlogScene): string {
  const item = drawGear(scene.gear);
  const fit = Math.min(560 / item.width, 430 / item.height);
  const gearX = 450;
  const propX = 920;
  const propScale = scene.propScale ?? 0.8;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BLOG_IMAGE_WIDTH}" height="${BLOG_IMAGE_HEIGHT}" viewBox="0 0 ${BLOG_IMAGE_WIDTH} ${BLOG_IMAGE_HEIGHT}">`,
    studioBackdrop(BLOG_IMAGE_WIDTH, BLOG_IMAGE_HEIGHT, FLOOR_Y, scene.tone),
    contactShadow(gearX, FLOOR_Y, item.width * fit),
    contactShadow(propX, FLOOR_Y + 10, 250 * propScale),
    `<g transform="translate(${gearX} ${FLOOR_Y}) scale(${fit.toFixed(4)})">${item.svg}</g>`,
    `<g transform="translate(${propX} ${FLOOR_Y + 10}) scale(${propScale})">${drawBlogProp(scene.prop)}</g>`,
    vignette(BLOG_IMAGE_WIDTH, BLOG_IMAGE_HEIGHT),
    `</svg>`,
  ].join('');
}

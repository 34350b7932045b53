import type { GearDrawingSpec } from './gear-kind.ts';
import { drawGear } from './draw-gear.ts';
import { seededRandom } from './seeded-random.ts';
import { contactShadow, isDarkTone, studioBackdrop, vignette, type BackdropTone } from './studio-backdrop.ts';

export const PHOTO_WIDTH = 1200;
export const PHOTO_HEIGHT = 900;

export type ProductPhotoSpec = GearDrawingSpec & {
  brand: string;
  model: string;
  /** 0 = straight-on cover shot, 1 = closer angled shot, 2 = low-key shot on a dark backdrop. */
  variant: number;
};

type Framing = { tone: BackdropTone; scale: number; rotate: number; shiftX: number; floorY: number };

function framingFor(spec: ProductPhotoSpec): Framing {
  const random = seededRandom(`backdrop:${spec.seed}`);
  const hue = random() * 360;
  const saturation = 18 + random() * 22;
  switch (spec.variant % 3) {
    case 1:
      return {
        tone: { hue: hue + 40, saturation, lightness: 78 + random() * 6 },
        scale: 1.3,
        rotate: -4,
        shiftX: -20,
        floorY: 700,
      };
    case 2:
      return {
        tone: { hue: hue + 180, saturation: saturation * 0.8, lightness: 22 + random() * 8 },
        scale: 0.92,
        rotate: 3,
        shiftX: 20,
        floorY: 640,
      };
    default:
      return { tone: { hue, saturation, lightness: 82 + random() * 6 }, scale: 1, rotate: 0, shiftX: 0, floorY: 650 };
  }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function caption(brand: string, model: string, dark: boolean): string {
  const ink = dark ? '#f4f1ea' : '#1f2328';
  return (
    `<g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="${ink}">` +
    `<rect x="56" y="790" width="4" height="66" fill="${ink}" opacity="0.5"/>` +
    `<text x="76" y="812" font-size="19" letter-spacing="5" opacity="0.62">${escapeXml(brand.toUpperCase())}</text>` +
    `<text x="76" y="852" font-size="36" font-weight="bold" opacity="0.88">${escapeXml(model)}</text></g>`
  );
}

/** A complete 1200x900 studio shot of one listing as SVG markup. */
export function productPhotoSvg(spec: ProductPhotoSpec): string {
  const framing = framingFor(spec);
  const item = drawGear(spec);
  const fit = Math.min(640 / item.width, 500 / item.height) * framing.scale;
  const centerX = PHOTO_WIDTH / 2 + framing.shiftX;
  // A tilted item rests on its lower corner, so it never sinks into the floor.
  const pivotX = (Math.sign(framing.rotate) * item.width * fit) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}">`,
    studioBackdrop(PHOTO_WIDTH, PHOTO_HEIGHT, framing.floorY, framing.tone),
    contactShadow(centerX, framing.floorY, item.width * fit),
    `<g transform="translate(${centerX} ${framing.floorY}) rotate(${framing.rotate} ${pivotX.toFixed(1)} 0) scale(${fit.toFixed(4)})">${item.svg}</g>`,
    vignette(PHOTO_WIDTH, PHOTO_HEIGHT),
    caption(spec.brand, spec.model, isDarkTone(framing.tone)),
    `</svg>`,
  ].join('');
}

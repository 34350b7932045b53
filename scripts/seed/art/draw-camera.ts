import type { GearDrawing, GearDrawingSpec, GearKind } from './gear-kind.ts';
import { cameraShape, type CameraShape } from './camera-shape.ts';
import { drawLensFront } from './draw-lens-front.ts';
import { engravingColor } from './materials.ts';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function humpPath(shape: CameraShape, top: number): string {
  const hump = shape.hump;
  if (!hump) return '';
  const left = hump.x - hump.width / 2;
  const right = hump.x + hump.width / 2;
  const peak = top - hump.height;
  if (hump.shape === 'finder') {
    return (
      `<rect x="${left}" y="${peak}" width="${hump.width}" height="${hump.height + 10}" rx="8" fill="url(#metal)"/>` +
      `<rect x="${left + 14}" y="${peak + 14}" width="${hump.width - 28}" height="${hump.height - 30}" rx="4" fill="#151518" opacity="0.85"/>`
    );
  }
  const shoulder = hump.shape === 'prism' ? hump.width * 0.22 : hump.width * 0.12;
  const d =
    `M ${left} ${top + 4} L ${left + shoulder} ${peak + 6} Q ${left + shoulder + 4} ${peak} ${left + shoulder + 12} ${peak} ` +
    `L ${right - shoulder - 12} ${peak} Q ${right - shoulder - 4} ${peak} ${right - shoulder} ${peak + 6} L ${right} ${top + 4} Z`;
  return (
    `<path d="${d}" fill="url(#metal)"/><path d="${d}" fill="url(#volume)"/>` +
    `<rect x="${hump.x - 22}" y="${peak - 8}" width="44" height="10" rx="2" fill="#1a1a1d"/>`
  );
}

function topDials(shape: CameraShape, top: number): string {
  if (!shape.dials) return '';
  const half = shape.width / 2;
  const dial = (x: number, w: number, h: number) =>
    `<rect x="${x - w / 2}" y="${top - h}" width="${w}" height="${h + 4}" rx="5" fill="url(#knurl)"/>` +
    `<rect x="${x - w / 2}" y="${top - h - 6}" width="${w}" height="9" rx="4" fill="url(#metal)"/>`;
  const shutterX = -half + 92;
  return (
    dial(shutterX, 78, 26) +
    dial(half - 88, 66, 22) +
    `<rect x="${shutterX + 52}" y="${top - 20}" width="26" height="22" rx="6" fill="url(#metal)"/>` +
    `<ellipse cx="${shutterX + 65}" cy="${top - 21}" rx="13" ry="4" fill="#0f0f11" opacity="0.55"/>`
  );
}

function windows(shape: CameraShape, top: number): string {
  const half = shape.width / 2;
  const windowAt = (x: number, w: number, h: number, rx: number) =>
    `<rect x="${x}" y="${top + 18}" width="${w}" height="${h}" rx="${rx}" fill="#111318" stroke="#000" stroke-opacity="0.5" stroke-width="3"/>` +
    `<rect x="${x + 5}" y="${top + 21}" width="${w * 0.45}" height="${h * 0.3}" rx="${rx / 2}" fill="#ffffff" opacity="0.18"/>`;
  if (shape.windows === 'rangefinder') {
    return windowAt(-half + 52, 74, 42, 6) + windowAt(half - 190, 58, 42, 4) + windowAt(half - 120, 86, 50, 6);
  }
  if (shape.windows === 'compact') {
    return windowAt(-half + 60, 90, 44, 10) + windowAt(half - 130, 62, 40, 8);
  }
  return '';
}

function frontScreen(shape: CameraShape): string {
  if (!shape.frontScreen) return '';
  const x = 20;
  const y = -shape.height + 62;
  return (
    `<rect x="${x}" y="${y}" width="150" height="150" rx="16" fill="#0a0b0e" stroke="#2d2e33" stroke-width="4"/>` +
    `<rect x="${x + 12}" y="${y + 12}" width="126" height="126" rx="10" fill="#1d3a55" opacity="0.7"/>` +
    `<path d="M ${x + 12} ${y + 100} L ${x + 60} ${y + 62} L ${x + 92} ${y + 88} L ${x + 138} ${y + 50} L ${x + 138} ${y + 138} L ${x + 12} ${y + 138} Z" fill="#4f8f9f" opacity="0.55"/>` +
    `<rect x="${-shape.width / 2 + 60}" y="${-shape.height - 14}" width="90" height="18" rx="8" fill="#3a3b40"/>`
  );
}

function engraving(spec: GearDrawingSpec, shape: CameraShape, top: number): string {
  const onHump = shape.hump && shape.hump.shape !== 'finder';
  const x = onHump ? shape.hump!.x : shape.lens.x;
  const y = onHump ? top - shape.hump!.height * 0.35 : top + (shape.topPlate > 0 ? shape.topPlate * 0.62 : 40);
  // Shrink long names (HASSELBLAD, FUJIFILM) until they fit on the hump or the lens-wide front.
  const room = onHump ? shape.hump!.width * 0.8 : shape.width * 0.5;
  const size = Math.min(onHump ? 24 : 22, room / (spec.engraving.length * 0.92));
  const color = onHump || shape.topPlate > 0 || shape.covering === 'metal' ? engravingColor(spec.finish) : '#d9d9db';
  return (
    `<text x="${x}" y="${y}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" ` +
    `font-size="${size.toFixed(1)}" font-weight="bold" letter-spacing="${(size / 6).toFixed(1)}" fill="${color}" opacity="0.85">${escapeXml(spec.engraving.toUpperCase())}</text>`
  );
}

export function drawCamera(spec: GearDrawingSpec & { kind: Exclude<GearKind, 'lens'> }): GearDrawing {
  const shape = cameraShape(spec.kind, spec.seed);
  const { width, height, radius } = shape;
  const left = -width / 2;
  const top = -height;
  const clip = `<clipPath id="body-clip"><rect x="${left}" y="${top}" width="${width}" height="${height}" rx="${radius}"/></clipPath>`;
  const middlePaint =
    shape.covering === 'leather' ? 'url(#leather)' : shape.covering === 'metal' ? 'url(#metal)' : 'url(#shell)';
  const grip = shape.grip
    ? `<rect x="${left - 8}" y="${top + 30}" width="${shape.grip.width}" height="${height - 30}" rx="${shape.grip.width / 2.4}" fill="url(#leather)"/>` +
      `<rect x="${left - 8}" y="${top + 30}" width="${shape.grip.width}" height="${height - 30}" rx="${shape.grip.width / 2.4}" fill="url(#metal-side)" opacity="0.25"/>`
    : '';
  const lugs =
    `<rect x="${left - 14}" y="${top + 38}" width="18" height="26" rx="5" fill="url(#metal)"/>` +
    `<rect x="${-left - 4}" y="${top + 38}" width="18" height="26" rx="5" fill="url(#metal)"/>`;
  const svg = [
    `<defs>${clip}</defs>`,
    humpPath(shape, top),
    topDials(shape, top),
    lugs,
    `<g clip-path="url(#body-clip)">`,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="${middlePaint}"/>`,
    shape.topPlate > 0
      ? `<rect x="${left}" y="${top}" width="${width}" height="${shape.topPlate}" fill="url(#metal)"/>`
      : '',
    shape.bottomPlate > 0
      ? `<rect x="${left}" y="${-shape.bottomPlate}" width="${width}" height="${shape.bottomPlate}" fill="url(#metal)"/>`
      : '',
    grip,
    `<rect x="${left}" y="${top}" width="${width}" height="${height}" fill="url(#volume)"/>`,
    `</g>`,
    `<rect x="${left + 1}" y="${top + 1}" width="${width - 2}" height="${height - 2}" rx="${radius}" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`,
    windows(shape, top),
    frontScreen(shape),
    engraving(spec, shape, top),
    shape.viewingLens
      ? drawLensFront({
          cx: shape.viewingLens.x,
          cy: shape.viewingLens.y,
          radius: shape.viewingLens.radius,
          depth: shape.viewingLens.depth,
          accent: null,
        })
      : '',
    drawLensFront({
      cx: shape.lens.x,
      cy: shape.lens.y,
      radius: shape.lens.radius,
      depth: shape.lens.depth,
      accent: spec.accent,
      square: shape.lens.square,
    }),
  ].join('');
  const humpHeight = shape.hump?.height ?? (shape.dials ? 32 : 16);
  return { svg, width: width + 30, height: height + humpHeight };
}

import type { GearDrawing, GearDrawingSpec } from './gear-kind.ts';
import { seededRandom } from './seeded-random.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const cylinderShade =
  `<linearGradient id="cylinder-shade" x1="0" y1="0" x2="1" y2="0">` +
  `<stop offset="0" stop-color="#000" stop-opacity="0.6"/><stop offset="0.28" stop-color="#000" stop-opacity="0"/>` +
  `<stop offset="0.42" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.6" stop-color="#000" stop-opacity="0.05"/>` +
  `<stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient>`;

/** The visible front of a cylinder slice between heights `top` and `bottom` (top < bottom, y grows down). */
function band(radius: number, ry: number, top: number, bottom: number, paint: string): string {
  const d = `M ${-radius} ${top} L ${-radius} ${bottom} A ${radius} ${ry} 0 0 0 ${radius} ${bottom} L ${radius} ${top} Z`;
  return `<path d="${d}" fill="${paint}"/><path d="${d}" fill="url(#cylinder-shade)"/>`;
}

function lensLength(focalLength: number | null, random: () => number): number {
  const focal = focalLength ?? 50;
  return Math.min(520, Math.max(190, 170 + Math.sqrt(focal) * 22 + random() * 40));
}

/** A lens standing on its mount, seen from slightly above: barrel, rings, scale and coated front element. */
export function drawStandaloneLens(spec: GearDrawingSpec): GearDrawing {
  const random = seededRandom(`lens:${spec.seed}`);
  const radius = 150 + random() * 30;
  const ry = radius * 0.3;
  const length = lensLength(spec.focalLength, random);
  const top = -length;
  const mountHeight = 34;
  const barrelPaint =
    spec.finish === 'chrome' || spec.finish === 'white' || spec.finish === 'champagne'
      ? 'url(#metal-side)'
      : 'url(#barrel-side)';
  const focusTop = top + length * 0.18;
  const focusBottom = top + length * 0.5;
  const scaleY = focusBottom + 34;
  const textColor = barrelPaint === 'url(#barrel-side)' ? '#f0f0f0' : '#202022';
  const parts = [
    `<defs>${cylinderShade}</defs>`,
    band(radius * 0.8, ry * 0.8, -mountHeight, 0, 'url(#metal-side)'),
    band(radius, ry, focusBottom, -mountHeight, barrelPaint),
    band(radius * 1.01, ry, focusTop, focusBottom, 'url(#knurl)'),
    band(radius, ry, top, focusTop, barrelPaint),
    `<text x="0" y="${scaleY}" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="17" fill="${textColor}" opacity="0.8" letter-spacing="3">∞  10  5  3  2  1.5  1m</text>`,
    `<text x="0" y="${scaleY + 30}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#ffb347" opacity="0.75" letter-spacing="2">ft ∞ 30 15 10 7 5 3</text>`,
    `<rect x="-2" y="${focusBottom + 6}" width="4" height="12" fill="${textColor}"/>`,
    `<text x="0" y="${top + ry + length * 0.09 + 8}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="18" font-weight="bold" fill="${textColor}" opacity="0.85" letter-spacing="4">${escapeXml(spec.engraving.toUpperCase())}</text>`,
  ];
  if (spec.accent) {
    parts.push(
      `<path d="M ${-radius} ${top + 16} A ${radius} ${ry} 0 0 0 ${radius} ${top + 16}" fill="none" stroke="${spec.accent}" stroke-width="5"/>`,
    );
  }
  parts.push(
    `<ellipse cx="0" cy="${top}" rx="${radius}" ry="${ry}" fill="#101013" stroke="#4a4b50" stroke-width="2"/>`,
    `<ellipse cx="0" cy="${top + 2}" rx="${radius * 0.86}" ry="${ry * 0.86}" fill="#1b1c20"/>`,
    `<ellipse cx="0" cy="${top + 4}" rx="${radius * 0.66}" ry="${ry * 0.66}" fill="url(#glass)"/>`,
    `<ellipse cx="0" cy="${top + 4}" rx="${radius * 0.44}" ry="${ry * 0.44}" fill="none" stroke="#b46be0" stroke-opacity="0.3" stroke-width="4"/>`,
    `<ellipse cx="0" cy="${top + 4}" rx="${radius * 0.26}" ry="${ry * 0.26}" fill="none" stroke="#5fd39a" stroke-opacity="0.25" stroke-width="3"/>`,
    `<ellipse cx="${-radius * 0.26}" cy="${top - ry * 0.2}" rx="${radius * 0.2}" ry="${ry * 0.16}" fill="url(#glint)" opacity="0.8"/>`,
  );
  return { svg: parts.join(''), width: radius * 2, height: length + ry };
}

import { seededRandom } from './seeded-random.ts';

export const AVATAR_SIZE = 256;

export function initialsOf(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((word) => word[0]!.toUpperCase()).join('');
}

/** A round-friendly square avatar: a two-tone gradient from the person's name, initials and a soft aperture motif. */
export function avatarSvg(displayName: string): string {
  const random = seededRandom(`avatar:${displayName}`);
  const hue = Math.floor(random() * 360);
  const size = AVATAR_SIZE;
  const blades = Array.from({ length: 6 }, (_, i) => {
    const angle = (i * 60 * Math.PI) / 180;
    const x = size / 2 + Math.cos(angle) * size * 0.36;
    const y = size / 2 + Math.sin(angle) * size * 0.36;
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  }).join(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 55% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 60% 34%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${size}" height="${size}" fill="url(#g)"/>`,
    `<polygon points="${blades}" fill="none" stroke="#ffffff" stroke-opacity="0.14" stroke-width="10"/>`,
    `<text x="50%" y="50%" dy="0.36em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, sans-serif" `,
    `font-size="96" font-weight="bold" fill="#ffffff" fill-opacity="0.94">${initialsOf(displayName)}</text>`,
    `</svg>`,
  ].join('');
}

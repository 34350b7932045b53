/** A seamless-paper studio backdrop: a soft wall-to-floor sweep, a key light and a vignette. */
export type BackdropTone = { hue: number; saturation: number; lightness: number };

export function isDarkTone(tone: BackdropTone): boolean {
  return tone.lightness < 50;
}

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360} ${Math.round(saturation)}% ${Math.round(Math.max(0, Math.min(100, lightness)))}%)`;

export function studioBackdrop(width: number, height: number, floorY: number, tone: BackdropTone): string {
  const { hue, saturation, lightness } = tone;
  const floorStart = floorY / height;
  return [
    `<defs>`,
    `<linearGradient id="sweep" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, saturation, lightness - 10)}"/>`,
    `<stop offset="${(floorStart - 0.12).toFixed(3)}" stop-color="${hsl(hue, saturation, lightness + 4)}"/>`,
    `<stop offset="${floorStart.toFixed(3)}" stop-color="${hsl(hue + 6, saturation * 0.9, lightness + 7)}"/>`,
    `<stop offset="1" stop-color="${hsl(hue + 10, saturation * 0.8, lightness - 4)}"/>`,
    `</linearGradient>`,
    `<radialGradient id="key-light" cx="0.5" cy="0.4" r="0.55">`,
    `<stop offset="0" stop-color="#ffffff" stop-opacity="${isDarkTone(tone) ? 0.22 : 0.5}"/>`,
    `<stop offset="1" stop-color="#ffffff" stop-opacity="0"/>`,
    `</radialGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">`,
    `<stop offset="0.6" stop-color="#000" stop-opacity="0"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="${isDarkTone(tone) ? 0.45 : 0.18}"/>`,
    `</radialGradient>`,
    `<radialGradient id="contact-shadow" cx="0.5" cy="0.5" r="0.5">`,
    `<stop offset="0" stop-color="#000" stop-opacity="0.5"/>`,
    `<stop offset="0.55" stop-color="#000" stop-opacity="0.22"/>`,
    `<stop offset="1" stop-color="#000" stop-opacity="0"/>`,
    `</radialGradient>`,
    `</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sweep)"/>`,
    `<rect width="${width}" height="${height}" fill="url(#key-light)"/>`,
  ].join('');
}

export function vignette(width: number, height: number): string {
  return `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`;
}

export function contactShadow(cx: number, floorY: number, itemWidth: number): string {
  return (
    `<ellipse cx="${cx}" cy="${floorY + 6}" rx="${itemWidth * 0.72}" ry="${Math.max(26, itemWidth * 0.07)}" fill="url(#contact-shadow)" opacity="0.55"/>` +
    `<ellipse cx="${cx}" cy="${floorY + 2}" rx="${itemWidth * 0.52}" ry="14" fill="url(#contact-shadow)"/>`
  );
}

/** A lens seen from the front and slightly from the side: barrel, focus ring, coated glass. */
export type LensFrontOptions = {
  cx: number;
  cy: number;
  radius: number;
  /** How far the barrel sticks out of the body (0 for a pancake). */
  depth: number;
  accent: string | null;
  /** Square lens cover (action cameras) instead of a round barrel. */
  square?: boolean;
};

/** The barrel recedes towards the upper right, as if the camera were turned a few degrees. */
const DEPTH_DIRECTION = { x: -0.42, y: 0.2 };

function barrelSegment(x1: number, y1: number, x2: number, y2: number, width: number, paint: string): string {
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${paint}" stroke-width="${width}" stroke-linecap="round"/>`;
}

function coatedGlass(x: number, y: number, r: number): string {
  return [
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#glass)"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.72}" fill="none" stroke="#b46be0" stroke-opacity="0.28" stroke-width="${r * 0.05}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.45}" fill="none" stroke="#5fd39a" stroke-opacity="0.22" stroke-width="${r * 0.04}"/>`,
    `<circle cx="${x}" cy="${y}" r="${r * 0.2}" fill="#05060d" fill-opacity="0.8"/>`,
    `<ellipse cx="${x - r * 0.36}" cy="${y - r * 0.4}" rx="${r * 0.3}" ry="${r * 0.17}" transform="rotate(-35 ${x - r * 0.36} ${y - r * 0.4})" fill="url(#glint)" opacity="0.85"/>`,
    `<circle cx="${x + r * 0.38}" cy="${y + r * 0.42}" r="${r * 0.07}" fill="#ffffff" fill-opacity="0.45"/>`,
  ].join('');
}

function squareLens({ cx, cy, radius: r }: LensFrontOptions): string {
  const side = r * 2.1;
  return [
    `<rect x="${cx - side / 2}" y="${cy - side / 2}" width="${side}" height="${side}" rx="${r * 0.35}" fill="#0f1012" stroke="#3a3b40" stroke-width="4"/>`,
    `<rect x="${cx - side / 2 + 6}" y="${cy - side / 2 + 6}" width="${side - 12}" height="${side - 12}" rx="${r * 0.3}" fill="url(#barrel)"/>`,
    coatedGlass(cx, cy, r * 0.62),
  ].join('');
}

export function drawLensFront(options: LensFrontOptions): string {
  if (options.square) return squareLens(options);
  const { cx, cy, radius: r, depth, accent } = options;
  const fx = cx + DEPTH_DIRECTION.x * depth;
  const fy = cy + DEPTH_DIRECTION.y * depth;
  const along = (t: number) => [cx + (fx - cx) * t, cy + (fy - cy) * t] as const;
  const [k1x, k1y] = along(0.3);
  const [k2x, k2y] = along(0.62);
  const parts = [
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.06}" fill="url(#metal)" stroke="#000" stroke-opacity="0.35" stroke-width="2"/>`,
  ];
  if (depth > 0) {
    parts.push(
      barrelSegment(cx, cy, k1x, k1y, r * 2, '#151518'),
      barrelSegment(k1x, k1y, k2x, k2y, r * 2.04, 'url(#knurl)'),
      barrelSegment(k2x, k2y, fx, fy, r * 2, '#1b1c1f'),
    );
  }
  parts.push(
    `<circle cx="${fx}" cy="${fy}" r="${r}" fill="url(#barrel)"/>`,
    `<circle cx="${fx}" cy="${fy}" r="${r * 0.97}" fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>`,
    `<circle cx="${fx}" cy="${fy}" r="${r * 0.84}" fill="#0d0d10" stroke="#2e2f34" stroke-width="${r * 0.035}"/>`,
  );
  if (accent) {
    parts.push(
      `<circle cx="${fx}" cy="${fy}" r="${r * 0.92}" fill="none" stroke="${accent}" stroke-width="${Math.max(2, r * 0.03)}"/>`,
    );
  }
  parts.push(coatedGlass(fx, fy, r * 0.7));
  return parts.join('');
}

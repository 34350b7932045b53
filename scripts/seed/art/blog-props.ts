/** Small supporting objects for blog illustrations, each standing on y = 0 and centred on x = 0. */
export const BLOG_PROPS = [
  'film-canister',
  'flashlight',
  'shutter-counter',
  'film-roll-120',
  'blower',
  'parcel',
] as const;
export type BlogProp = (typeof BLOG_PROPS)[number];

const font = 'font-family="DejaVu Sans, Liberation Sans, sans-serif"';

function filmCanister(): string {
  return [
    `<linearGradient id="can" x1="0" x2="1"><stop offset="0" stop-color="#8a1f1f"/><stop offset="0.4" stop-color="#e0493b"/><stop offset="1" stop-color="#6d1616"/></linearGradient>`,
    `<path d="M 60 -40 L 190 -40 L 190 -10 L 60 -10 Z" fill="#3b2a1a"/>`,
    `<rect x="-70" y="-190" width="140" height="180" rx="10" fill="url(#can)"/>`,
    `<rect x="-76" y="-205" width="152" height="26" rx="8" fill="url(#metal-side)"/>`,
    `<rect x="-76" y="-22" width="152" height="24" rx="8" fill="url(#metal-side)"/>`,
    `<rect x="-22" y="-226" width="44" height="24" rx="6" fill="url(#metal-side)"/>`,
    `<rect x="-50" y="-150" width="100" height="70" rx="6" fill="#f6d34a"/>`,
    `<text x="0" y="-108" text-anchor="middle" ${font} font-size="30" font-weight="bold" fill="#7a1c14">400</text>`,
    `<text x="0" y="-88" text-anchor="middle" ${font} font-size="12" letter-spacing="3" fill="#7a1c14">36 EXP</text>`,
  ].join('');
}

function flashlight(): string {
  return [
    `<linearGradient id="beam" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff7d6" stop-opacity="0.9"/><stop offset="1" stop-color="#fff7d6" stop-opacity="0"/></linearGradient>`,
    // Mirrored so the beam falls to the left, onto the item being inspected.
    `<g transform="scale(-1 1) rotate(-24)">`,
    `<path d="M 120 -70 L 560 -230 L 560 120 L 120 -30 Z" fill="url(#beam)" opacity="0.55"/>`,
    `<rect x="-140" y="-80" width="200" height="56" rx="14" fill="url(#metal)"/>`,
    `<rect x="50" y="-96" width="74" height="88" rx="12" fill="url(#metal)"/>`,
    `<ellipse cx="124" cy="-52" rx="10" ry="40" fill="#fffbe8"/>`,
    `<rect x="-60" y="-88" width="24" height="10" rx="4" fill="#c8102e"/>`,
    `</g>`,
  ].join('');
}

function shutterCounter(): string {
  return [
    `<rect x="-170" y="-170" width="340" height="150" rx="22" fill="#101114" stroke="#3a3b40" stroke-width="4"/>`,
    `<rect x="-150" y="-150" width="300" height="110" rx="12" fill="#9fc49a"/>`,
    `<text x="0" y="-112" text-anchor="middle" ${font} font-size="16" letter-spacing="4" fill="#243322">SHUTTER COUNT</text>`,
    `<text x="0" y="-62" text-anchor="middle" font-family="DejaVu Sans Mono, monospace" font-size="46" font-weight="bold" fill="#1c2a1a">038,214</text>`,
  ].join('');
}

function filmRoll120(): string {
  return [
    `<linearGradient id="backing" x1="0" x2="1"><stop offset="0" stop-color="#1b2a44"/><stop offset="0.45" stop-color="#3d5a8a"/><stop offset="1" stop-color="#15213a"/></linearGradient>`,
    `<rect x="-86" y="-250" width="172" height="26" rx="6" fill="#141414"/>`,
    `<rect x="-86" y="-26" width="172" height="26" rx="6" fill="#141414"/>`,
    `<rect x="-70" y="-228" width="140" height="206" fill="url(#backing)"/>`,
    `<rect x="-70" y="-160" width="140" height="64" fill="#f3efe4"/>`,
    `<text x="0" y="-120" text-anchor="middle" ${font} font-size="32" font-weight="bold" fill="#1b2a44">120</text>`,
    `<text x="0" y="-102" text-anchor="middle" ${font} font-size="12" letter-spacing="3" fill="#1b2a44">ISO 400</text>`,
  ].join('');
}

function blower(): string {
  return [
    `<radialGradient id="bulb" cx="0.38" cy="0.32" r="0.75"><stop offset="0" stop-color="#ff8f7a"/><stop offset="0.6" stop-color="#d43d2a"/><stop offset="1" stop-color="#7e1b10"/></radialGradient>`,
    `<ellipse cx="0" cy="-110" rx="96" ry="110" fill="url(#bulb)"/>`,
    `<rect x="-20" y="-300" width="40" height="90" rx="12" fill="#1d1d20"/>`,
    `<rect x="-10" y="-360" width="20" height="70" rx="8" fill="#2a2a2e"/>`,
    `<ellipse cx="-36" cy="-150" rx="24" ry="14" fill="#ffffff" opacity="0.35" transform="rotate(-30 -36 -150)"/>`,
    `<path d="M 140 -40 q 60 -10 130 10 l -10 30 q -60 -16 -120 -8 z" fill="#f1ede3" opacity="0.9"/>`,
  ].join('');
}

function parcel(): string {
  return [
    `<path d="M -200 -260 L 120 -260 L 200 -310 L -120 -310 Z" fill="#d8b17a"/>`,
    `<path d="M 120 -260 L 200 -310 L 200 -50 L 120 0 Z" fill="#a98250"/>`,
    `<rect x="-200" y="-260" width="320" height="260" fill="#c89b62"/>`,
    `<rect x="-60" y="-260" width="40" height="260" fill="#e9d9b8" opacity="0.85"/>`,
    `<path d="M -60 -260 L -20 -260 L 60 -310 L 20 -310 Z" fill="#efe2c6" opacity="0.85"/>`,
    `<rect x="-170" y="-200" width="96" height="64" rx="4" fill="#ffffff"/>`,
    `<rect x="-160" y="-188" width="70" height="6" fill="#9a9a9a"/><rect x="-160" y="-174" width="54" height="6" fill="#9a9a9a"/>`,
    `<rect x="-160" y="-160" width="62" height="14" fill="#1f2328"/>`,
    `<text x="30" y="-110" text-anchor="middle" ${font} font-size="22" font-weight="bold" fill="#8a2b1c" letter-spacing="3" transform="rotate(-8 30 -110)">FRAGILE</text>`,
  ].join('');
}

const drawProp: Record<BlogProp, () => string> = {
  'film-canister': filmCanister,
  flashlight,
  'shutter-counter': shutterCounter,
  'film-roll-120': filmRoll120,
  blower,
  parcel,
};

export function drawBlogProp(prop: BlogProp): string {
  return drawProp[prop]();
}

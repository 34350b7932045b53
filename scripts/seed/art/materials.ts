import type { Finish } from './gear-kind.ts';

type GradientStops = Array<[offset: number, color: string, opacity?: number]>;

const metalStops: Record<Finish, GradientStops> = {
  black: [
    [0, '#5a5b61'],
    [0.12, '#34353a'],
    [0.6, '#202125'],
    [1, '#101113'],
  ],
  chrome: [
    [0, '#ffffff'],
    [0.18, '#e4e6e9'],
    [0.5, '#aeb2b8'],
    [0.62, '#c9ccd0'],
    [0.85, '#f2f3f5'],
    [1, '#8f949a'],
  ],
  champagne: [
    [0, '#fbf4e4'],
    [0.25, '#e2d5b6'],
    [0.55, '#b4a584'],
    [0.8, '#e6dbc0'],
    [1, '#968867'],
  ],
  graphite: [
    [0, '#6b6e74'],
    [0.2, '#45474c'],
    [0.7, '#2c2e32'],
    [1, '#1a1b1e'],
  ],
  white: [
    [0, '#ffffff'],
    [0.4, '#f1f0ec'],
    [0.85, '#d9d8d2'],
    [1, '#bdbcb5'],
  ],
};

/** Colour of text engraved on a given finish. */
export function engravingColor(finish: Finish): string {
  return finish === 'black' || finish === 'graphite' ? '#e9e9ea' : '#2a2a2c';
}

function stops(list: GradientStops): string {
  return list
    .map(([offset, color, opacity = 1]) => `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join('');
}

function linear(id: string, list: GradientStops, vertical = true): string {
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${direction}>${stops(list)}</linearGradient>`;
}

/** Few large pattern tiles render much faster in librsvg than many tiny ones. */
const TILE_REPEATS = 4;

/** Pebbled leatherette: two offset rows of light and dark grains. */
function leatherPattern(): string {
  const cell = 7;
  const size = cell * TILE_REPEATS;
  let grains = '';
  for (let x = 0; x < TILE_REPEATS; x++) {
    for (let y = 0; y < TILE_REPEATS; y++) {
      grains += `<circle cx="${x * cell + 2}" cy="${y * cell + 2}" r="1.3" fill="#2c2c30"/>`;
      grains += `<circle cx="${x * cell + 5.5}" cy="${y * cell + 5}" r="1.1" fill="#141416"/>`;
    }
  }
  return `<pattern id="leather" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><rect width="${size}" height="${size}" fill="#1d1d20"/>${grains}</pattern>`;
}

/** Ribbed rubber of focus rings and dials. */
function knurlPattern(): string {
  const cell = 6;
  const width = cell * TILE_REPEATS * 2;
  let ribs = '';
  for (let x = 0; x < TILE_REPEATS * 2; x++)
    ribs += `<rect x="${x * cell}" width="2.4" height="${cell}" fill="#3a3b40"/>`;
  return `<pattern id="knurl" width="${width}" height="${cell}" patternUnits="userSpaceOnUse"><rect width="${width}" height="${cell}" fill="#1a1a1d"/>${ribs}</pattern>`;
}

/**
 * Shared paints for one drawing, referenced as url(#metal), url(#leather), url(#glass)...
 * Every picture holds exactly one item, so fixed ids never clash.
 */
export function materialDefs(finish: Finish): string {
  return [
    linear('metal', metalStops[finish]),
    linear('metal-side', metalStops[finish], false),
    linear('shell', finish === 'black' || finish === 'graphite' ? metalStops[finish] : metalStops.black),
    linear('volume', [
      [0, '#ffffff', 0.22],
      [0.18, '#ffffff', 0.04],
      [0.7, '#000000', 0],
      [1, '#000000', 0.35],
    ]),
    linear(
      'barrel-side',
      [
        [0, '#0c0c0e'],
        [0.25, '#3b3c41'],
        [0.45, '#1c1d20'],
        [0.8, '#0f1012'],
        [1, '#2a2b2f'],
      ],
      false,
    ),
    `<radialGradient id="barrel" cx="0.42" cy="0.38" r="0.7">${stops([
      [0, '#3c3d42'],
      [0.7, '#17181b'],
      [1, '#0b0b0d'],
    ])}</radialGradient>`,
    `<radialGradient id="glass" cx="0.4" cy="0.34" r="0.72">${stops([
      [0, '#6f86c4'],
      [0.3, '#2b3870'],
      [0.68, '#0e1228'],
      [1, '#04050b'],
    ])}</radialGradient>`,
    `<radialGradient id="glint" cx="0.5" cy="0.5" r="0.5">${stops([
      [0, '#ffffff', 0.95],
      [1, '#ffffff', 0],
    ])}</radialGradient>`,
    leatherPattern(),
    knurlPattern(),
  ].join('');
}

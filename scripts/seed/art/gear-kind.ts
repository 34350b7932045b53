/** The silhouette drawn for a listing: what the item looks like from the front. */
export const GEAR_KINDS = [
  'slr',
  'rangefinder',
  'compact',
  'mirrorless',
  'dslr',
  'action',
  'tlr',
  'medium-format',
  'lens',
] as const;
export type GearKind = (typeof GEAR_KINDS)[number];

/** The colour of the metal or plastic of the item. */
export const FINISHES = ['black', 'chrome', 'champagne', 'graphite', 'white'] as const;
export type Finish = (typeof FINISHES)[number];

/** What a drawing needs to know about the item it draws. */
export type GearDrawingSpec = {
  kind: GearKind;
  finish: Finish;
  /** The word engraved on the body (usually the brand). */
  engraving: string;
  /** A thin coloured ring some makers put on their lenses (red, gold...), or null. */
  accent: string | null;
  /** Seed for small variations in proportions. */
  seed: string;
  /** Focal length in mm when the name says it (lenses are drawn longer the longer they are). */
  focalLength: number | null;
};

/** A drawing in local coordinates: centred on x = 0, standing on y = 0, extending upwards. */
export type GearDrawing = { svg: string; width: number; height: number };

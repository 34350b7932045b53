import type { GearKind } from './gear-kind.ts';
import { seededRandom } from './seeded-random.ts';

type LensPlacement = { radius: number; x: number; y: number; depth: number; square?: boolean };

/** Proportions of a camera seen from the front, in local units (the body is ~600 wide). */
export type CameraShape = {
  width: number;
  height: number;
  radius: number;
  topPlate: number;
  bottomPlate: number;
  covering: 'leather' | 'shell' | 'metal';
  hump: { width: number; height: number; x: number; shape: 'prism' | 'evf' | 'finder' } | null;
  grip: { width: number } | null;
  lens: LensPlacement;
  viewingLens: LensPlacement | null;
  windows: 'rangefinder' | 'compact' | 'none';
  dials: boolean;
  frontScreen: boolean;
};

type CameraKind = Exclude<GearKind, 'lens'>;

/** Base proportions per kind; `jitter` adds a few percent of variety per listing. */
function baseShape(kind: CameraKind, jitter: (spread: number) => number): CameraShape {
  switch (kind) {
    case 'slr':
      return {
        width: 560 * jitter(0.05),
        height: 250,
        radius: 22,
        topPlate: 70,
        bottomPlate: 18,
        covering: 'leather',
        hump: { width: 200, height: 105 * jitter(0.08), x: 0, shape: 'prism' },
        grip: null,
        lens: { radius: 112, x: 0, y: -120, depth: 95 * jitter(0.2) },
        viewingLens: null,
        windows: 'none',
        dials: true,
        frontScreen: false,
      };
    case 'rangefinder':
      return {
        width: 600 * jitter(0.04),
        height: 300,
        radius: 70,
        topPlate: 92,
        bottomPlate: 20,
        covering: 'leather',
        hump: null,
        grip: null,
        lens: { radius: 88, x: 18, y: -130, depth: 70 * jitter(0.25) },
        viewingLens: null,
        windows: 'rangefinder',
        dials: true,
        frontScreen: false,
      };
    case 'compact':
      return {
        width: 520 * jitter(0.06),
        height: 300 * jitter(0.06),
        radius: 70,
        topPlate: 0,
        bottomPlate: 0,
        covering: 'metal',
        hump: null,
        grip: { width: 70 },
        lens: { radius: 92, x: 30, y: -150, depth: 40 * jitter(0.3) },
        viewingLens: null,
        windows: 'compact',
        dials: false,
        frontScreen: false,
      };
    case 'mirrorless':
      return {
        width: 560 * jitter(0.05),
        height: 300,
        radius: 34,
        topPlate: 46,
        bottomPlate: 0,
        covering: 'shell',
        hump: { width: 170, height: 78 * jitter(0.1), x: 16, shape: 'evf' },
        grip: { width: 110 },
        lens: { radius: 118, x: 26, y: -138, depth: 110 * jitter(0.2) },
        viewingLens: null,
        windows: 'none',
        dials: true,
        frontScreen: false,
      };
    case 'dslr':
      return {
        width: 620 * jitter(0.04),
        height: 340,
        radius: 52,
        topPlate: 40,
        bottomPlate: 0,
        covering: 'shell',
        hump: { width: 230, height: 118 * jitter(0.06), x: 10, shape: 'prism' },
        grip: { width: 140 },
        lens: { radius: 132, x: 28, y: -160, depth: 130 * jitter(0.2) },
        viewingLens: null,
        windows: 'none',
        dials: true,
        frontScreen: false,
      };
    case 'action':
      return {
        width: 420 * jitter(0.08),
        height: 310 * jitter(0.05),
        radius: 46,
        topPlate: 0,
        bottomPlate: 0,
        covering: 'shell',
        hump: null,
        grip: null,
        lens: { radius: 74, x: -92, y: -160, depth: 0, square: true },
        viewingLens: null,
        windows: 'none',
        dials: false,
        frontScreen: true,
      };
    case 'tlr':
      return {
        width: 330,
        height: 470,
        radius: 26,
        topPlate: 0,
        bottomPlate: 22,
        covering: 'leather',
        hump: { width: 300, height: 70, x: 0, shape: 'finder' },
        grip: null,
        lens: { radius: 84, x: 0, y: -128, depth: 60 },
        viewingLens: { radius: 80, x: 0, y: -330, depth: 50 },
        windows: 'none',
        dials: false,
        frontScreen: false,
      };
    case 'medium-format':
      return {
        width: 470 * jitter(0.05),
        height: 420 * jitter(0.05),
        radius: 24,
        topPlate: 30,
        bottomPlate: 30,
        covering: 'leather',
        hump: { width: 330, height: 88, x: 0, shape: 'finder' },
        grip: null,
        lens: { radius: 150, x: 0, y: -205, depth: 120 * jitter(0.2) },
        viewingLens: null,
        windows: 'none',
        dials: false,
        frontScreen: false,
      };
  }
}

export function cameraShape(kind: CameraKind, seed: string): CameraShape {
  const random = seededRandom(`shape:${seed}`);
  return baseShape(kind, (spread) => 1 + (random() * 2 - 1) * spread);
}

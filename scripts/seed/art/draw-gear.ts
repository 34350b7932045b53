import type { GearDrawing, GearDrawingSpec } from './gear-kind.ts';
import { drawCamera } from './draw-camera.ts';
import { drawStandaloneLens } from './draw-lens-standalone.ts';
import { materialDefs } from './materials.ts';

/** The item itself (with its paints), in local coordinates standing on y = 0. */
export function drawGear(spec: GearDrawingSpec): GearDrawing {
  const { kind } = spec;
  const drawing = kind === 'lens' ? drawStandaloneLens(spec) : drawCamera({ ...spec, kind });
  return { ...drawing, svg: `<defs>${materialDefs(spec.finish)}</defs>${drawing.svg}` };
}

export interface Point3D {
  x: number;
  y: number;
  z: number;
}

const MAX_TAG_CLOUD_RADIUS = 500;

/** Spec section 9: min(500, window width, window height) divided by 3. */
export function tagCloudRadius(windowWidth: number, windowHeight: number): number {
  return Math.min(MAX_TAG_CLOUD_RADIUS, windowWidth, windowHeight) / 3;
}

/** Spreads `count` tags evenly over a sphere of `radius` (Fibonacci lattice). */
export function spherePoints(count: number, radius: number): Point3D[] {
  return Array.from({ length: count }, (_, index) => {
    const y = count === 1 ? 0 : 1 - (2 * index) / (count - 1);
    const ring = Math.sqrt(1 - y * y);
    const angle = index * Math.PI * (3 - Math.sqrt(5));
    return { x: Math.cos(angle) * ring * radius, y: y * radius, z: Math.sin(angle) * ring * radius };
  });
}

/** Rotates a point around the X axis by `angleX` and then around the Y axis by `angleY` (radians). */
export function rotatePoint(point: Point3D, angleX: number, angleY: number): Point3D {
  const cosX = Math.cos(angleX);
  const sinX = Math.sin(angleX);
  const y1 = point.y * cosX - point.z * sinX;
  const z1 = point.y * sinX + point.z * cosX;
  const cosY = Math.cos(angleY);
  const sinY = Math.sin(angleY);
  return { x: point.x * cosY + z1 * sinY, y: y1, z: -point.x * sinY + z1 * cosY };
}

export interface ProjectedTag {
  x: number;
  y: number;
  scale: number;
  opacity: number;
  /** Higher is nearer the viewer. */
  depth: number;
}

/** Perspective projection: tags at the front are larger and opaque, tags at the back small and faint. */
export function projectPoint(point: Point3D, radius: number): ProjectedTag {
  const depthRatio = radius === 0 ? 0 : point.z / radius;
  const scale = 0.65 + 0.35 * ((depthRatio + 1) / 2) * 1.4;
  return {
    x: point.x,
    y: point.y,
    scale,
    opacity: 0.35 + 0.65 * ((depthRatio + 1) / 2),
    depth: Math.round((depthRatio + 1) * 100),
  };
}

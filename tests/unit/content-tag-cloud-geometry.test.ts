import { describe, expect, it } from 'vitest';
import { projectPoint, rotatePoint, spherePoints, tagCloudRadius } from '@/features/content/lib/tag-cloud-geometry';

describe('tagCloudRadius', () => {
  it('is min(500, width, height) / 3', () => {
    expect(tagCloudRadius(1280, 800)).toBeCloseTo(500 / 3);
    expect(tagCloudRadius(390, 844)).toBe(130);
    expect(tagCloudRadius(1280, 420)).toBe(140);
  });
});

describe('spherePoints', () => {
  it('puts every tag on the sphere surface', () => {
    const points = spherePoints(15, 100);
    expect(points).toHaveLength(15);
    for (const { x, y, z } of points) expect(Math.hypot(x, y, z)).toBeCloseTo(100);
  });

  it('gives every tag its own place', () => {
    const keys = new Set(spherePoints(15, 100).map(({ x, y, z }) => `${x.toFixed(3)}:${y.toFixed(3)}:${z.toFixed(3)}`));
    expect(keys.size).toBe(15);
  });
});

describe('rotatePoint and projectPoint', () => {
  it('keeps the distance from the centre while rotating', () => {
    const rotated = rotatePoint({ x: 30, y: 40, z: 0 }, 0.7, -1.3);
    expect(Math.hypot(rotated.x, rotated.y, rotated.z)).toBeCloseTo(50);
  });

  it('draws the front of the sphere bigger and more opaque than the back', () => {
    const front = projectPoint({ x: 0, y: 0, z: 100 }, 100);
    const back = projectPoint({ x: 0, y: 0, z: -100 }, 100);
    expect(front.scale).toBeGreaterThan(back.scale);
    expect(front.opacity).toBeGreaterThan(back.opacity);
    expect(front.depth).toBeGreaterThan(back.depth);
    expect(front.opacity).toBeLessThanOrEqual(1);
  });
});

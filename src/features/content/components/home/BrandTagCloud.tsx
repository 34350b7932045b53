import { useEffect, useMemo, useRef } from 'react';
import toast from 'react-hot-toast';
import { BRANDS } from '@/features/content/content-data/brands';
import { usePrefersReducedMotion } from '@/features/content/hooks/use-prefers-reduced-motion';
import { useWindowSize } from '@/features/content/hooks/use-window-size';
import {
  projectPoint,
  rotatePoint,
  spherePoints,
  tagCloudRadius,
  type Point3D,
} from '@/features/content/lib/tag-cloud-geometry';
import SectionHeading from '../common/SectionHeading';
import './home-section.css';
import './brand-tag-cloud.css';

/** "Fast" rotation, in radians per second around the vertical axis (the tilt turns a third as fast). */
const SPIN_PER_SECOND = 1.1;
const TILT_PER_SECOND = SPIN_PER_SECOND / 3;

function placeTags(
  tags: readonly (HTMLElement | null)[],
  points: readonly Point3D[],
  radius: number,
  angleX: number,
  angleY: number,
) {
  points.forEach((point, index) => {
    const tag = tags[index];
    if (!tag) return;
    const { x, y, scale, opacity, depth } = projectPoint(rotatePoint(point, angleX, angleY), radius);
    tag.style.transform = `translate(-50%, -50%) translate3d(${x.toFixed(1)}px, ${y.toFixed(1)}px, 0) scale(${scale.toFixed(3)})`;
    tag.style.opacity = opacity.toFixed(2);
    tag.style.zIndex = String(depth);
  });
}

/**
 * The brands on a rotating sphere. It pauses while the pointer or keyboard focus is on it, so every
 * brand can be clicked, and stands still for people who prefer reduced motion.
 */
export default function BrandTagCloud() {
  const { width, height } = useWindowSize();
  const radius = tagCloudRadius(width, height);
  const points = useMemo(() => spherePoints(BRANDS.length, radius), [radius]);
  const prefersReducedMotion = usePrefersReducedMotion();
  const cloud = useRef<HTMLUListElement>(null);
  const tags = useRef<(HTMLButtonElement | null)[]>([]);
  const isPaused = useRef(false);
  const angles = useRef({ x: 0.35, y: 0 });

  useEffect(() => {
    placeTags(tags.current, points, radius, angles.current.x, angles.current.y);
    if (prefersReducedMotion || !cloud.current) return undefined;

    let frame = 0;
    let last = performance.now();
    const spin = (now: number) => {
      const seconds = Math.min(now - last, 64) / 1000;
      last = now;
      if (!isPaused.current) {
        angles.current.y += SPIN_PER_SECOND * seconds;
        angles.current.x += TILT_PER_SECOND * seconds;
        placeTags(tags.current, points, radius, angles.current.x, angles.current.y);
      }
      frame = requestAnimationFrame(spin);
    };
    const start = () => {
      if (frame) return;
      last = performance.now();
      frame = requestAnimationFrame(spin);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };
    // Spin only while on screen.
    const visibility = new IntersectionObserver((entries) =>
      entries.some((entry) => entry.isIntersecting) ? start() : stop(),
    );
    visibility.observe(cloud.current);
    return () => {
      visibility.disconnect();
      stop();
    };
  }, [points, radius, prefersReducedMotion]);

  const size = Math.round(radius * 2 + 110);
  const pause = () => {
    isPaused.current = true;
  };
  const resume = () => {
    isPaused.current = false;
  };

  return (
    <section className="home-section brand-cloud" aria-labelledby="brand-cloud-title">
      <SectionHeading
        id="brand-cloud-title"
        eyebrow="Every major maker"
        title="Brands we trade"
        lead="Hover or tab onto the cloud to stop it, then pick a brand."
        align="center"
      />
      <ul
        ref={cloud}
        className="brand-cloud__sphere"
        style={{ width: size, height: size }}
        aria-label="Camera brands"
        data-testid="brand-cloud"
        onPointerEnter={pause}
        onPointerLeave={resume}
        onFocus={pause}
        onBlur={resume}
      >
        {BRANDS.map((brand, index) => (
          <li key={brand}>
            <button
              ref={(element) => {
                tags.current[index] = element;
              }}
              type="button"
              className="brand-cloud__tag"
              onClick={() => toast(brand)}
            >
              {brand}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

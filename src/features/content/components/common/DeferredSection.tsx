import { Suspense, useRef, type ReactNode } from 'react';
import { useInViewOnce } from '@/features/content/hooks/use-in-view-once';
import Skeleton from '@/components/Skeleton';
import { AWAITS_APP_ATTRIBUTE } from '@/lib/awaits-app';

interface DeferredSectionProps {
  /** Reserved height while the section's code loads, so the page does not jump. */
  minHeight: number;
  label: string;
  children: ReactNode;
}

/**
 * Renders a below-the-fold section (a React.lazy component) only when it nears the viewport or
 * the page is idle, so its code (swiper and friends) stays out of the first screen's JavaScript.
 */
export default function DeferredSection({ minHeight, label, children }: DeferredSectionProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const shouldRender = useInViewOnce(placeholder, { rootMargin: '600px', whenIdle: true });
  const fallback = (
    <div
      className="deferred-section__placeholder"
      style={{ minHeight }}
      role="status"
      aria-busy="true"
      aria-label={`Loading ${label}`}
    >
      <Skeleton height={minHeight} />
    </div>
  );

  if (!shouldRender) {
    return (
      <div ref={placeholder} className="deferred-section" {...{ [AWAITS_APP_ATTRIBUTE]: '' }}>
        {fallback}
      </div>
    );
  }
  return <Suspense fallback={fallback}>{children}</Suspense>;
}

import type { ReactNode } from 'react';
import DeferredHydration from '@/components/DeferredHydration';
import Skeleton from '@/components/Skeleton';
import './deferred-section.css';

interface DeferredSectionProps {
  /** Reserved height while the section's code loads, so the page does not jump. */
  minHeight: number;
  label: string;
  children: ReactNode;
}

/**
 * A below-the-fold section of the home page (a React.lazy component): rendered by the server with the page, and
 * hydrated when the reader comes near it, so its code (swiper and friends) stays out of the page's start-up.
 */
export default function DeferredSection({ minHeight, label, children }: DeferredSectionProps) {
  return (
    <DeferredHydration
      className="deferred-section"
      fallback={
        <div
          className="deferred-section__placeholder"
          style={{ minHeight }}
          role="status"
          aria-busy="true"
          aria-label={`Loading ${label}`}
        >
          <Skeleton height={minHeight} />
        </div>
      }
    >
      {children}
    </DeferredHydration>
  );
}

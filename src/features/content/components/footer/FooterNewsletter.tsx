import { Suspense, useId, useRef } from 'react';
import { useInViewOnce } from '@/features/content/hooks/use-in-view-once';
import './footer-newsletter.css';
import { lazyChunk } from '@/lib/lazy-chunk';

// The form brings zod and the mutation: loaded once the footer nears the screen.
const FooterNewsletterForm = lazyChunk(() => import('./FooterNewsletterForm'));

function FormPlaceholder() {
  return <div className="footer-newsletter__placeholder" aria-hidden="true" />;
}

export default function FooterNewsletter() {
  const titleId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const shouldLoad = useInViewOnce(anchor, { rootMargin: '300px', whenIdle: true });

  return (
    <section className="footer-newsletter" aria-labelledby={titleId}>
      <div className="footer-newsletter__copy">
        <h2 id={titleId} className="footer-newsletter__title">
          First dibs on fresh gear
        </h2>
        <p className="footer-newsletter__lead">
          One email a week: the best new listings, price drops on the lenses you watch, and film restocks. No spam,
          unsubscribe in one click.
        </p>
      </div>
      <div ref={anchor} className="footer-newsletter__form">
        {shouldLoad ? (
          <Suspense fallback={<FormPlaceholder />}>
            <FooterNewsletterForm />
          </Suspense>
        ) : (
          <FormPlaceholder />
        )}
      </div>
    </section>
  );
}

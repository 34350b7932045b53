import { useEffect, useState, type RefObject } from 'react';

interface InViewOptions {
  /** How far before the viewport the element counts as visible. */
  rootMargin?: string;
  /** Also turn true once the browser is idle after load, so below-the-fold content is ready early. */
  whenIdle?: boolean;
}

function onIdle(callback: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(callback, { timeout: 2500 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(callback, 1200);
  return () => globalThis.clearTimeout(handle);
}

/** True from the first time the element comes near the viewport (or the page goes idle) on. */
export function useInViewOnce(
  ref: RefObject<Element | null>,
  { rootMargin = '400px', whenIdle = false }: InViewOptions = {},
) {
  const [inView, setInView] = useState(false);

  useEffect(() => {
    if (inView) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setInView(true);
      },
      { rootMargin },
    );
    observer.observe(element);

    let cancelIdle: (() => void) | undefined;
    const startIdleWait = () => {
      cancelIdle = onIdle(() => setInView(true));
    };
    if (whenIdle) {
      if (document.readyState === 'complete') startIdleWait();
      else window.addEventListener('load', startIdleWait, { once: true });
    }

    return () => {
      observer.disconnect();
      window.removeEventListener('load', startIdleWait);
      cancelIdle?.();
    };
  }, [ref, rootMargin, whenIdle, inView]);

  return inView;
}

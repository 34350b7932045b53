import { Suspense, use, useId, useState, type ReactNode } from 'react';

/**
 * What a server-rendered part below the fold waits for before it is hydrated: the reader coming near it, or
 * reaching into it (a press, a focus). Its HTML is on screen meanwhile.
 */
interface Gate {
  opened: Promise<void>;
}

const NEAR = '50% 0px';

function gateFor(element: HTMLElement): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: NEAR,
  });
  observer.observe(element);
  const reached = () => open();
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
    element.addEventListener(type, reached, { capture: true, once: true });
  }
  void opened.then(() => observer.disconnect());
  return { opened };
}

function Wait({ gate }: { gate: Gate | null }) {
  if (gate) use(gate.opened);
  return null;
}

interface DeferredHydrationProps {
  children: ReactNode;
  /** Shown while its code loads when the part is rendered in the browser (a page opened from another). */
  fallback: ReactNode;
  className?: string;
}

/**
 * A part of a server-rendered page whose hydration waits until the reader comes near it: its HTML shows from the
 * start, and its code loads and runs only then, so the page's start-up does only what is on screen. Rendered in
 * the browser (after a navigation), it renders at once.
 */
export default function DeferredHydration({ children, fallback, className }: DeferredHydrationProps) {
  const id = useId();
  // Its element in the server's HTML is there only while this part is being hydrated.
  const [gate] = useState(() => {
    const element = typeof document === 'undefined' ? null : document.getElementById(id);
    return element ? gateFor(element) : null;
  });
  return (
    <div id={id} className={className}>
      <Suspense fallback={fallback}>
        <Wait gate={gate} />
        {children}
      </Suspense>
    </div>
  );
}

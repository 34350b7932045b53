import { Suspense, use, useId, useLayoutEffect, useState, type ReactNode } from 'react';

/**
 * What a server-rendered part below the fold waits for before it is hydrated: the reader coming near it, or
 * reaching into it (a press, a focus). Its HTML is on screen meanwhile.
 */
interface Gate {
  opened: Promise<void>;
  /** The part has hydrated: a press held meanwhile is made again. */
  hydrated: () => void;
}

const NEAR = '50% 0px';
/** What a press lands on, found again from the element under the pointer. */
const PRESSABLE = 'a, button, [role="button"], label, input, select, textarea, summary';

/**
 * One gate per element of the server's HTML. A first render can be thrown away (something else in the same boundary
 * suspended while the page hydrated) and done again: a second gate would leave the first one holding every press.
 */
const gates = new WeakMap<HTMLElement, Gate>();

function gateFor(element: HTMLElement): Gate {
  const gate = gates.get(element) ?? newGate(element);
  gates.set(element, gate);
  return gate;
}

function newGate(element: HTMLElement): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && open(), {
    rootMargin: NEAR,
  });
  observer.observe(element);
  // Listened for on the window, before React: React stops a press on a part it cannot hydrate yet from going further
  // (and lets a link be followed without the app).
  const inPart = (event: Event) => event.target instanceof Node && element.contains(event.target);
  const reached = (event: Event) => inPart(event) && open();
  const reachedBy = ['pointerdown', 'focusin', 'keydown'] as const;
  for (const type of reachedBy) window.addEventListener(type, reached, { capture: true });
  void opened.then(() => {
    observer.disconnect();
    for (const type of reachedBy) window.removeEventListener(type, reached, { capture: true });
  });
  // A press that lands before the part's code has come is held, and made again on the same element once the part
  // has hydrated.
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (!inPart(event) || !(event.target instanceof Element)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target.closest<HTMLElement>(PRESSABLE);
  };
  window.addEventListener('click', hold, { capture: true });
  const hydrated = () => {
    window.removeEventListener('click', hold, { capture: true });
    const pressed = held;
    held = null;
    // After the commit that hydrated it, so the press is answered as any other.
    if (pressed) setTimeout(() => pressed.isConnected && pressed.click());
  };
  return { opened, hydrated };
}

function Wait({ gate }: { gate: Gate | null }) {
  if (gate) use(gate.opened);
  return null;
}

/** Rendered after the part: its layout effect runs in the commit that hydrates it, before any later press lands. */
function Hydrated({ gate }: { gate: Gate | null }) {
  useLayoutEffect(() => gate?.hydrated(), [gate]);
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
        <Hydrated gate={gate} />
      </Suspense>
    </div>
  );
}

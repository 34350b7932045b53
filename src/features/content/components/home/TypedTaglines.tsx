import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/features/content/hooks/use-prefers-reduced-motion';
import { firstLineShown, nextTypewriterStep, visibleText } from '@/features/content/lib/typewriter';
import './typed-taglines.css';

interface TypedTaglinesProps {
  taglines: readonly string[];
}

/**
 * Types the taglines one after another, starting from the first one shown whole (it is in the page's HTML).
 * Screen readers get all of them at once (the animated copy is hidden from them); with reduced motion the
 * taglines are simply listed.
 */
export default function TypedTaglines({ taglines }: TypedTaglinesProps) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [state, setState] = useState(() => firstLineShown(taglines));

  useEffect(() => {
    if (prefersReducedMotion) return undefined;
    const step = nextTypewriterStep(state, taglines);
    const timer = window.setTimeout(() => setState(step.state), step.delay);
    return () => window.clearTimeout(timer);
  }, [state, taglines, prefersReducedMotion]);

  if (prefersReducedMotion) {
    return (
      <span className="typed-taglines typed-taglines--static">
        {taglines.map((tagline) => (
          <span key={tagline} className="typed-taglines__line">
            {tagline}
          </span>
        ))}
      </span>
    );
  }

  // Every tagline is laid out, invisible, in the cell the typing happens in: the cell is as wide and tall as the
  // longest one at any width, so typing never moves the page around it.
  return (
    <span className="typed-taglines">
      <span className="visually-hidden">{taglines.join(' ')}</span>
      {taglines.map((tagline) => (
        <span key={tagline} className="typed-taglines__room" aria-hidden="true">
          {tagline}
          <span className="typed-taglines__caret" />
        </span>
      ))}
      <span className="typed-taglines__typed" aria-hidden="true" data-testid="typed-tagline">
        {visibleText(state, taglines)}
        <span className="typed-taglines__caret" />
      </span>
    </span>
  );
}

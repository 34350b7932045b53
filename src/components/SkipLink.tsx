import type { ReactNode, RefObject } from 'react';
import './skip-link.css';

interface SkipLinkProps {
  /** Where keyboard focus lands; it needs `tabIndex={-1}` and the `id` the link points to. */
  target: RefObject<HTMLElement | null>;
  targetId: string;
  children: ReactNode;
}

/**
 * A link for keyboard users, shown only while focused, that moves focus past a long run of controls. The
 * href works before the page is hydrated (or with no script); once it is, focus moves without touching the URL,
 * which the router owns.
 */
export default function SkipLink({ target, targetId, children }: SkipLinkProps) {
  return (
    <a
      className="skip-link"
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      {children}
    </a>
  );
}

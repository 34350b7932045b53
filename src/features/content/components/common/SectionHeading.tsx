import type { ReactNode } from 'react';
import './section-heading.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** 1 for a page's own title, 2 (the default) for a section. */
  level?: 1 | 2;
}

export default function SectionHeading({ id, eyebrow, title, lead, align = 'start', level = 2 }: SectionHeadingProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className={`section-heading section-heading--${align}`}>
      {eyebrow ? <p className="section-heading__eyebrow">{eyebrow}</p> : null}
      <Heading id={id} className={`section-heading__title section-heading__title--level-${level}`}>
        {title}
      </Heading>
      {lead ? <p className="section-heading__lead">{lead}</p> : null}
    </header>
  );
}

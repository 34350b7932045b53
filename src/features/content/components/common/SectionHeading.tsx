import type { ReactNode } from 'react';
import './section-heading.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
}

export default function SectionHeading({ id, eyebrow, title, lead, align = 'start' }: SectionHeadingProps) {
  return (
    <header className={`section-heading section-heading--${align}`}>
      {eyebrow ? <p className="section-heading__eyebrow">{eyebrow}</p> : null}
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {lead ? <p className="section-heading__lead">{lead}</p> : null}
    </header>
  );
}

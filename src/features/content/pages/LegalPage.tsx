import { useLocation } from 'react-router-dom';
import NotFoundState from '@/components/NotFoundState';
import SectionHeading from '../components/common/SectionHeading';
import { legalPageAt } from '../content-data/legal-pages';
import './legal-page.css';

/** /terms, /privacy, /cookies: the footer's legal pages. */
export default function LegalPage() {
  const page = legalPageAt(useLocation().pathname);
  if (!page) return <NotFoundState title="Page not found" />;
  return (
    <article className="legal-page">
      <SectionHeading id="legal-title" level={1} eyebrow="Shutterswap" title={page.title} />
      {page.sections.map((section) => (
        <section key={section.heading} className="legal-page__section">
          <h2 className="legal-page__heading">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
    </article>
  );
}

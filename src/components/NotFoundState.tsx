import { Link } from 'react-router-dom';
import { pageHead } from '@contract/page-head';
import { useNotFoundStatus, usePageHead } from '@/lib/page-head';
import './not-found-state.css';

interface NotFoundLink {
  to: string;
  label: string;
}

interface NotFoundStateProps {
  title?: string;
  detail?: string;
  /** The ways on, the first one as the main button. */
  links?: readonly NotFoundLink[];
}

const HOME_AND_PRODUCTS: readonly NotFoundLink[] = [
  { to: '/', label: 'Back to home' },
  { to: '/products', label: 'Browse products' },
];

/**
 * The 404 illustration, heading and way home: for unknown paths, products, categories and posts. A page showing it
 * is answered with the 404 status by the server, and titled with what it says.
 */
export default function NotFoundState({
  title = 'Page not found',
  detail = 'This frame did not develop. The page may have moved, or the link has a typo.',
  links = HOME_AND_PRODUCTS,
}: NotFoundStateProps) {
  useNotFoundStatus();
  usePageHead(pageHead(title, detail));
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <img
        className="not-found__image"
        src="/images/not-found.svg"
        alt="A vintage camera whose lens reads 404"
        width={480}
        height={320}
      />
      <h1 id="not-found-title" className="not-found__title">
        {title}
      </h1>
      <p className="not-found__detail">{detail}</p>
      <div className="not-found__actions">
        {links.map((link, index) => (
          <Link key={link.to} to={link.to} className={index === 0 ? 'ss-button' : 'ss-button ss-button--ghost'}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import './not-found-state.css';

interface NotFoundStateProps {
  title?: string;
  detail?: string;
}

/** The 404 illustration, heading and way home: for unknown paths, products and categories. */
export default function NotFoundState({
  title = 'Page not found',
  detail = 'This frame did not develop. The page may have moved, or the link has a typo.',
}: NotFoundStateProps) {
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
        <Link to="/" className="ss-button">
          Back to home
        </Link>
        <Link to="/products" className="ss-button ss-button--ghost">
          Browse products
        </Link>
      </div>
    </section>
  );
}

import { Link } from 'react-router-dom';
import { clearRecentlyViewed, useRecentlyViewed } from '@/features/catalogue/lib/recently-viewed-store';
import './recently-viewed-strip.css';

/** The listings this browser opened last, newest first, in a row that scrolls sideways; nothing when none. */
export default function RecentlyViewedStrip({ excludeId }: { excludeId?: string }) {
  const items = useRecentlyViewed().filter((item) => item.id !== excludeId);
  if (items.length === 0) return null;

  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <div className="recently-viewed__head">
        <h2 id="recently-viewed-title" className="recently-viewed__title">
          Recently viewed
        </h2>
        <button type="button" className="recently-viewed__clear" onClick={clearRecentlyViewed}>
          Clear
          <span className="visually-hidden"> recently viewed</span>
        </button>
      </div>
      <ul className="recently-viewed__list">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/product/${item.id}`} className="recently-viewed__item">
              <img src={item.thumb} alt="" loading="lazy" decoding="async" width={120} height={90} />
              <span className="recently-viewed__name">{item.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

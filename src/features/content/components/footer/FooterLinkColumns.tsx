import { useId } from 'react';
import { Link } from 'react-router-dom';
import { FOOTER_LINK_COLUMNS } from '@/features/content/content-data/footer-links';

export default function FooterLinkColumns() {
  const idPrefix = useId();
  return (
    <div className="footer-link-columns">
      {FOOTER_LINK_COLUMNS.map((column) => (
        <nav key={column.title} className="footer-link-columns__column" aria-labelledby={`${idPrefix}-${column.title}`}>
          <h2 id={`${idPrefix}-${column.title}`} className="site-footer__heading">
            {column.title}
          </h2>
          <ul>
            {column.entries.map((entry) => (
              <li key={entry.label}>
                {entry.to ? (
                  <Link className="footer-link-columns__link" to={entry.to}>
                    {entry.label}
                  </Link>
                ) : (
                  <span className="footer-link-columns__text">{entry.label}</span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}

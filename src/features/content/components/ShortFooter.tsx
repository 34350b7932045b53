import { Link } from 'react-router-dom';
import { CONTACT } from '@/features/content/content-data/contact';
import { LEGAL_LINKS } from '@/features/content/content-data/footer-links';
import './footer/short-footer.css';

/**
 * The footer of signed-in screens (dashboards, an order, paying): the legal pages and how to reach us, in a line or
 * two. The site footer's newsletter, map and columns are for visitors, and took two to three phone screens here.
 */
export default function ShortFooter() {
  return (
    <footer className="short-footer">
      <div className="short-footer__inner">
        <p className="short-footer__legal">© {new Date().getFullYear()} Shutterswap</p>
        <nav className="short-footer__links" aria-label="Legal and contact">
          {LEGAL_LINKS.map((link) => (
            <Link key={link.to} to={link.to}>
              {link.label}
            </Link>
          ))}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
        </nav>
      </div>
    </footer>
  );
}
